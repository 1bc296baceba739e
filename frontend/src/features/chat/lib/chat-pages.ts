/** Staff pages have their own chat console; the travellers' widget would only be in the way there. */
const STAFF_PAGES = ['/admin', '/chat-admin'];

/** Spec section 2: the floating live chat appears on the (public) pages. */
export function showsChatWidget(pathname: string): boolean {
  return !STAFF_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}
