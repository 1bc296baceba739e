import { E2E_ADMIN } from './app-server.mjs';

/** Fills the staff sign-in form at `path` (/admin or /chat-admin) and sends it with Enter. */
async function submitSignIn(page, email, password, path = '/admin') {
  await page.goto(path);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
}

/** Signs in at /admin as `email` (the e2e admin by default) and waits for the panel. */
export async function signInAs(page, email = E2E_ADMIN.email, password = E2E_ADMIN.password) {
  await submitSignIn(page, email, password);
  await page.getByRole('heading', { name: 'Staff panel' }).waitFor();
}

/** Signs in with the e2e admin account and waits for the panel. */
export const signIn = (page) => signInAs(page);

/** Signs in at /chat-admin with the e2e admin account and waits for the console's socket. */
export async function signInToChatConsole(page) {
  await submitSignIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/chat-admin');
  await page.getByText('Connected to chat system').waitFor();
}

/** A sign-in that must be refused: the form says 'Yanlış şifre!' and stays. */
export async function signInRefused(page, email, password) {
  await submitSignIn(page, email, password);
  await page.getByRole('alert').filter({ hasText: 'Yanlış şifre!' }).waitFor();
}
