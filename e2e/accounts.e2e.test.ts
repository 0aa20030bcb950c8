import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import path from 'node:path'
import { browserAvailable } from './support/browser.ts'
import sharp from 'sharp'
import { codeIn, useAccountsStoreAndBrowser } from './accounts-store.ts'
import { openPage, visit, type Width } from './support/pages.ts'

/** The accounts journey: one shopper per width, from registration to saved addresses. */

const FIRST_PASSWORD = 'correct horse battery 9'
/** A pincode a demo branch delivers to. */
const PINCODE = '10001'
const RESET_PASSWORD = 'a new staple for the horse 7'

/**
 * Screenshots into screenshots/: the whole page on a phone, the viewport on a wide screen (where the
 * screen is a dialog over the long home page, which a full-page shot would make too small to read).
 */
async function screenshot(page: Page, name: string): Promise<void> {
  const wide = page.viewportSize()!.width > 768
  await page.screenshot({ path: path.resolve(import.meta.dirname, '../screenshots', `${name}.png`), fullPage: !wide })
}

/** The screen of a child route: the dialog on wide screens, the page on phones (spec §2). */
const childScreen = (page: Page, width: Width) => (width === 'desktop' ? page.getByRole('dialog') : page.locator('body'))

/** The nav's sign of a logged-in shopper: the avatar in the top bar (wide) or the bottom bar (phone). */
const navAccount = (page: Page) => page.locator('[data-testid="nav-account"]:visible')

async function fillAddress(page: Page, address: { name: string; line1: string; city: string; state: string; pincode: string }) {
  await page.getByLabel('Name').fill(address.name)
  await page.getByLabel('House, flat, street').fill(address.line1)
  await page.getByLabel('City').fill(address.city)
  await page.getByLabel('State').fill(address.state)
  await page.getByLabel('Pincode').fill(address.pincode)
}

describe.skipIf(!browserAvailable)('accounts journey', () => {
  const journey = useAccountsStoreAndBrowser()

  for (const width of ['phone', 'desktop'] as Width[]) {
    describe(`at ${width === 'phone' ? 375 : 1280}px`, () => {
      const email = `shopper-${width}@example.com`
      const phone = width === 'phone' ? '+91 98765 43210' : '+91 98765 43211'
      // What the later steps log in with: step 4 changes the password, step 5 the e-mail.
      let PASSWORD = FIRST_PASSWORD
      let login = email

      it('1) registers, sees the account and the logged-in navs, then logs out', async () => {
        const { page, close } = await openPage(journey.browser, width)
        // A guest opening the account goes to log in, and comes back there afterwards.
        await visit(page, `${journey.store.url}/account`)
        await page.waitForURL(`${journey.store.url}/login?next=%2Faccount`)
        await page.getByRole('heading', { name: 'Log in' }).waitFor()
        await page.getByRole('link', { name: 'Create an account' }).click()
        await page.getByRole('heading', { name: 'Create an account' }).waitFor()
        expect(await page.getByTestId('site-footer').count()).toBe(0) // spec §2: no footer on /register
        if (width === 'desktop') expect((await page.getByRole('dialog').boundingBox())!.width).toBeLessThanOrEqual(480)
        await page.getByLabel('Name').fill('Asha <b>Rao</b>')
        await page.getByLabel('E-mail').fill(email)
        await page.getByLabel('Phone').fill(phone)
        // A too-short password is refused next to its field, and nothing typed is lost.
        await page.getByLabel('Password', { exact: true }).fill('short')
        await page.getByLabel('Password', { exact: true }).evaluate((input: HTMLInputElement) => input.removeAttribute('minlength'))
        await page.getByRole('button', { name: 'Create account' }).click()
        await page.locator('[data-field-error]').first().waitFor()
        expect(await page.locator('[data-field-error]').first().textContent()).toContain('8')
        expect(await page.getByLabel('E-mail').inputValue()).toBe(email)
        await screenshot(page, `register-error-${width}`)
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
        await screenshot(page, `register-${width}`)
        await page.getByRole('button', { name: 'Create account' }).click()
        await page.waitForURL(`${journey.store.url}/account`)
        // Shopper text is text: the name shows its angle brackets, no <b> element is made.
        await page.getByTestId('account-name').getByText('Asha <b>Rao</b>').waitFor()
        expect(await page.getByTestId('account-name').locator('b').count()).toBe(0)
        expect(await page.getByTestId('site-footer').count()).toBe(1) // spec §2: the footer shows on /account
        await screenshot(page, `account-${width}`)
        // The home's navs show the logged-in shopper; their account link opens the account.
        await visit(page, journey.store.url)
        await navAccount(page).waitFor()
        await screenshot(page, `home-logged-in-${width}`)
        await navAccount(page).click()
        await page.waitForURL(`${journey.store.url}/account`)
        await page.getByRole('button', { name: 'Log out' }).click()
        await page.waitForURL(`${journey.store.url}/`)
        await navAccount(page).waitFor({ state: 'detached' })
        const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('storefront')!).state.user)
        expect(saved).toBeNull()
        await close()
      })

      it('2) logs in with the password and returns to where the shopper was; a wrong one is refused', async () => {
        const { page, close } = await openPage(journey.browser, width)
        await visit(page, `${journey.store.url}/login?next=${encodeURIComponent('/account/addresses')}`)
        await page.getByLabel('E-mail or phone').fill(email)
        await page.getByLabel('Password', { exact: true }).fill('not the password')
        await page.getByRole('button', { name: 'Log in', exact: true }).click()
        await page.locator('[data-field-error]').waitFor()
        expect(await page.getByLabel('E-mail or phone').inputValue()).toBe(email)
        await screenshot(page, `login-error-${width}`)
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
        await page.getByRole('button', { name: 'Log in', exact: true }).click()
        await page.waitForURL(`${journey.store.url}/account/addresses`)
        await page.getByText('No saved addresses yet.').waitFor()
        await close()
      })

      it('refuses a `next` that leaves the store', async () => {
        const { page, close } = await openPage(journey.browser, width)
        await visit(page, `${journey.store.url}/login?next=${encodeURIComponent('//evil.example/x')}`)
        await page.getByLabel('E-mail or phone').fill(phone)
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
        await screenshot(page, `login-${width}`)
        await page.getByRole('button', { name: 'Log in', exact: true }).click()
        await page.waitForURL(`${journey.store.url}/account`)
        await close()
      })

      it('3) logs in with a code sent by SMS, with a resend countdown; a new contact gets an account that asks its name', async () => {
        const { page, close } = await openPage(journey.browser, width)
        await visit(page, `${journey.store.url}/login`)
        await page.getByLabel('E-mail or phone').fill(phone)
        await page.getByRole('button', { name: 'Log in with a code' }).click()
        expect(await page.getByLabel('E-mail or phone').inputValue()).toBe(phone) // what was typed stays
        await page.getByRole('button', { name: 'Send code' }).click()
        const sms = await journey.store.printed.next(
          (line) => line.includes('SMS to') && line.replace(/\D/g, '').includes('9876543'),
          10_000,
        )
        await page.getByText(/Resend code in \d+ s/).waitFor()
        expect(await page.getByTestId('resend-code').isDisabled()).toBe(true)
        await screenshot(page, `login-code-${width}`)
        await page.getByLabel('Code').fill('000000')
        await page.getByRole('button', { name: 'Log in', exact: true }).click()
        await page.locator('[data-field-error], [role="alert"]').first().waitFor()
        await page.getByLabel('Code').fill(codeIn(sms))
        await page.getByRole('button', { name: 'Log in', exact: true }).click()
        await page.waitForURL(`${journey.store.url}/account`)
        await page.getByTestId('account-name').getByText('Asha <b>Rao</b>').waitFor()
        await page.getByRole('button', { name: 'Log out' }).click()
        await page.waitForURL(`${journey.store.url}/`)

        // A phone with no account: the code creates one, and the account page asks for the name.
        const newPhone = width === 'phone' ? '+91 90000 00001' : '+91 90000 00002'
        await visit(page, `${journey.store.url}/login`)
        await page.getByRole('button', { name: 'Log in with a code' }).click()
        await page.getByLabel('E-mail or phone').fill(newPhone)
        await page.getByRole('button', { name: 'Send code' }).click()
        const newSms = await journey.store.printed.next(
          (line) => line.includes('SMS to') && line.replace(/\D/g, '').includes(newPhone.replace(/\D/g, '').slice(-8)),
          10_000,
        )
        await page.getByLabel('Code').fill(codeIn(newSms))
        await page.getByRole('button', { name: 'Log in', exact: true }).click()
        await page.getByText('What should we call you?').waitFor()
        await screenshot(page, `account-ask-name-${width}`)
        await page.getByLabel('Your name').fill('Ravi')
        await page.getByRole('button', { name: 'Save name' }).click()
        await page.getByTestId('account-name').getByText('Ravi').waitFor()
        expect(await page.getByText('What should we call you?').count()).toBe(0)
        await close()
      })

      it('4) resets the password from the mail', async () => {
        const { page, close } = await openPage(journey.browser, width)
        await visit(page, `${journey.store.url}/login`)
        await page.getByRole('link', { name: 'Forgot password?' }).click()
        await page.getByRole('heading', { name: 'Forgot password' }).waitFor()
        expect(await page.getByTestId('site-footer').count()).toBe(0) // spec §2: no footer on /forgot-password
        await page.getByLabel('E-mail').fill(email)
        await screenshot(page, `forgot-password-${width}`)
        await page.getByRole('button', { name: 'Send reset link' }).click()
        await page.getByRole('link', { name: 'Back to log in' }).waitFor()
        await screenshot(page, `forgot-password-sent-${width}`)
        const mail = await journey.store.mails.next((m) => m.to.includes(email) && /forgot-password\?token=/.test(m.text), 10_000)
        const link = new URL(/(https?:\/\/\S+forgot-password\?token=[^\s>]+)/.exec(mail.text)![1]!)
        await visit(page, `${journey.store.url}${link.pathname}${link.search}`)
        await page.getByRole('heading', { name: 'Set a new password' }).waitFor()
        await page.getByLabel('New password', { exact: true }).fill(RESET_PASSWORD)
        await screenshot(page, `reset-password-${width}`)
        await page.getByRole('button', { name: 'Set new password' }).click()
        await page.getByRole('link', { name: 'Log in' }).click()
        PASSWORD = RESET_PASSWORD
        await page.getByLabel('E-mail or phone').fill(email)
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
        await page.getByRole('button', { name: 'Log in', exact: true }).click()
        await page.waitForURL(`${journey.store.url}/account`)
        await close()
      })

      it('5) edits the profile and the avatar, confirming a new e-mail with its code', async () => {
        const { page, close } = await openPage(journey.browser, width)
        await visit(page, `${journey.store.url}/login?next=${encodeURIComponent('/account/edit-profile')}`)
        await page.getByLabel('E-mail or phone').fill(login)
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
        await page.getByRole('button', { name: 'Log in', exact: true }).click()
        await page.waitForURL(`${journey.store.url}/account/edit-profile`)
        await page.getByRole('heading', { name: 'Edit profile' }).waitFor()

        // The avatar: a picture made here, uploaded, shown back from the server.
        const picture = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2e86de' } })
          .png()
          .toBuffer()
        await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture })
        await page.getByText('Your photo is updated.').waitFor()
        // A file that is not a picture is refused here, with the reason.
        await page.locator('input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
        await page.getByText('Choose a JPEG, PNG or WebP picture.').waitFor()

        // A name of spaces is no name: said beside the field, and nothing is sent.
        await page.getByLabel('Name').fill('   ')
        await page.getByRole('button', { name: 'Save changes' }).click()
        await page.getByText('Enter your name').waitFor()
        expect(await page.getByLabel('Name').getAttribute('aria-invalid')).toBe('true')
        const newEmail = `asha-${width}@example.org`
        await page.getByLabel('Name').fill('Asha Rao')
        await page.getByLabel('E-mail').fill(newEmail)
        await page.getByRole('button', { name: 'Save changes' }).click()
        await page.getByTestId('verify-email').waitFor()
        await screenshot(page, `edit-profile-${width}`)
        const mail = await journey.store.mails.next((m) => m.to.includes(newEmail), 10_000)
        await page.getByLabel('Code sent to your new e-mail').fill(codeIn(mail.text))
        await page.getByRole('button', { name: 'Confirm e-mail' }).click()
        await page.getByText('Your new e-mail is confirmed.').waitFor()
        expect(await page.getByLabel('E-mail').inputValue()).toBe(newEmail)
        login = newEmail

        await page.goto(`${journey.store.url}/account`)
        await page.getByTestId('account-name').getByText('Asha Rao').waitFor()
        const avatar = page.getByTestId('account-avatar').locator('img')
        await avatar.waitFor()
        expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256)
        await screenshot(page, `account-with-avatar-${width}`)
        await close()
      })

      it('checks the pincode as the shopper types on the address form', async () => {
        const { page, close } = await openPage(journey.browser, width)
        await visit(page, `${journey.store.url}/login?next=${encodeURIComponent('/account/add-address')}`)
        await page.getByLabel('E-mail or phone').fill(login)
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
        await page.getByRole('button', { name: 'Log in', exact: true }).click()
        await page.getByRole('heading', { name: 'Add an address' }).waitFor()
        await page.getByLabel('Pincode').fill('560099')
        await page.getByTestId('pincode-status').getByText("We don't deliver to 560099 yet").waitFor()
        await page.getByLabel('Pincode').fill(PINCODE)
        await page.getByTestId('pincode-status').getByText(`Delivers to ${PINCODE} in ~35 min`).waitFor()
        await screenshot(page, `add-address-pincode-${width}`)
        await close()
      })

      it('6) adds two addresses, sets the default, deletes one', async () => {
        const { page, close } = await openPage(journey.browser, width)
        await visit(page, `${journey.store.url}/login?next=${encodeURIComponent('/account/addresses')}`)
        await page.getByLabel('E-mail or phone').fill(login)
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
        await page.getByRole('button', { name: 'Log in', exact: true }).click()
        await page.getByText('No saved addresses yet.').waitFor()
        await screenshot(page, `addresses-empty-${width}`)

        await page.getByRole('link', { name: 'Add an address' }).click()
        await page.getByRole('heading', { name: 'Add an address' }).waitFor()
        expect(await page.getByTestId('site-footer').count()).toBe(0) // spec §2: no footer on /account/add-address
        await fillAddress(page, { name: 'Asha Rao', line1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: PINCODE })
        // Address search is off without a Places key: the form works by hand.
        expect(await page.getByLabel('Search for your address').count()).toBe(0)
        await screenshot(page, `add-address-${width}`)
        await page.getByRole('button', { name: 'Save address' }).click()
        await page.waitForURL(`${journey.store.url}/account/addresses`)
        const cards = childScreen(page, width).getByTestId('address')
        await cards.first().waitFor()
        expect(await cards.count()).toBe(1)
        expect(await cards.first().textContent()).toContain('Default') // the first address is the default

        await page.getByRole('link', { name: 'Add an address' }).click()
        await page
          .locator('label')
          .filter({ hasText: /^Work$/ })
          .click()
        expect(await page.getByRole('radio', { name: 'Work' }).isChecked()).toBe(true)
        await fillAddress(page, { name: 'Asha Rao', line1: '7 Residency Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560025' })
        await page.getByRole('button', { name: 'Save address' }).click()
        await page.waitForURL(`${journey.store.url}/account/addresses`)
        await cards.nth(1).waitFor()

        const work = cards.filter({ hasText: '7 Residency Road' })
        await work.getByRole('button', { name: 'Set as default' }).click()
        await work.getByText('Default').waitFor()
        expect(await cards.first().textContent()).toContain('7 Residency Road') // the default leads the list
        await screenshot(page, `addresses-${width}`)

        const home = cards.filter({ hasText: '12 MG Road' })
        await home.getByRole('button', { name: 'Delete' }).click()
        await home.getByRole('alertdialog', { name: 'Delete this address?' }).waitFor()
        await screenshot(page, `addresses-delete-confirm-${width}`)
        await home.getByRole('button', { name: 'Delete' }).click()
        await cards.filter({ hasText: '12 MG Road' }).waitFor({ state: 'detached' })
        expect(await cards.count()).toBe(1)
        await close()
      })
    })
  }
})
