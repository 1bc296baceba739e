/** True for an address on this site ("/payment/success?..."), never "//elsewhere" or "https://elsewhere". */
export function isSameOriginPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}
