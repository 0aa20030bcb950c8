/** spec §2 offline screen, over everything while the browser is offline. */
export function OfflineScreen() {
  return (
    <div role="alert" className="fixed inset-0 z-[100] flex flex-col items-center justify-center gap-2 bg-white p-6 text-center">
      <svg
        aria-hidden="true"
        width="56"
        height="56"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        className="text-gray-400"
      >
        <path d="M2 8.8a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01M3 3l18 18" strokeLinecap="round" />
      </svg>
      <h1 className="text-xl font-semibold">You are offline!</h1>
      <p className="text-gray-600">Please check your internet connection.</p>
    </div>
  )
}
