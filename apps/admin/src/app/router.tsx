import { lazy, Suspense, type ComponentType } from 'react'
import { createBrowserRouter, Navigate } from 'react-router'
import type { StaffRole } from '@store/core'
import { ListSkeleton } from '../components/States.tsx'
import { RoleGate } from './RoleGate.tsx'
import { SessionGate, SetupRoute } from './SessionGate.tsx'
import { HomeRoute } from './HomeRoute.tsx'

/** A section's screen, loaded when first opened, behind its least role. */
function section(least: StaffRole, load: () => Promise<{ default: ComponentType }>) {
  const Screen = lazy(load)
  return (
    <RoleGate least={least}>
      <Suspense fallback={<ListSkeleton label="Loading" />}>
        <Screen />
      </Suspense>
    </RoleGate>
  )
}

/** The owner's app's routes, under /admin (decision 0052). */
export const router = createBrowserRouter(
  [
    { path: '/setup', element: <SetupRoute /> },
    {
      path: '/',
      element: <SessionGate />,
      children: [
        { index: true, element: <HomeRoute /> },
        { path: 'dashboard', element: section('manager', () => import('../features/dashboard/DashboardScreen.tsx')) },
        { path: 'orders', element: section('staff', () => import('../features/orders/OrdersScreen.tsx')) },
        { path: 'orders/:id', element: section('staff', () => import('../features/orders/OrderScreen.tsx')) },
        { path: 'catalogue/*', element: section('manager', () => import('../features/catalogue/CatalogueScreen.tsx')) },
        { path: 'design/layout', element: section('manager', () => import('../features/layout/LayoutScreen.tsx')) },
        { path: 'customers/*', element: section('manager', () => import('../features/customers/CustomersScreen.tsx')) },
        { path: 'reviews', element: section('staff', () => import('../features/reviews/ReviewsScreen.tsx')) },
        { path: 'marketing/*', element: section('manager', () => import('../features/marketing/MarketingScreen.tsx')) },
        { path: 'pages/*', element: section('manager', () => import('../features/pages/PagesScreen.tsx')) },
        { path: 'staff', element: section('owner', () => import('../features/staff/StaffScreen.tsx')) },
        { path: 'audit', element: section('owner', () => import('../features/audit/AuditScreen.tsx')) },
        { path: 'design/themes', element: section('manager', () => import('../features/theme/ThemeScreen.tsx')) },
        { path: 'settings', element: section('owner', () => import('../features/settings/SettingsScreen.tsx')) },
        { path: 'data', element: section('manager', () => import('../features/data/DataScreen.tsx')) },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ],
  { basename: '/admin' },
)
