/** Small inline drawings instead of photos: they cost a few hundred bytes and never shift the layout. */
export function HagiaSophiaArt() {
  return (
    <svg viewBox="0 0 120 64" aria-hidden="true" className="h-20 w-full">
      <rect width="120" height="64" fill="#fde68a" />
      <rect x="20" y="40" width="80" height="20" fill="#b45309" />
      <path d="M36 40a24 18 0 0 1 48 0z" fill="#92400e" />
      <rect x="58" y="14" width="4" height="8" fill="#78350f" />
      <rect x="10" y="16" width="4" height="44" fill="#78350f" />
      <rect x="106" y="16" width="4" height="44" fill="#78350f" />
      <path d="M10 16l2-8 2 8zM106 16l2-8 2 8z" fill="#78350f" />
    </svg>
  );
}

export function CappadociaArt() {
  return (
    <svg viewBox="0 0 120 64" aria-hidden="true" className="h-20 w-full">
      <rect width="120" height="64" fill="#bfdbfe" />
      <path d="M0 64l14-26 10 26zM26 64l12-30 12 30zM70 64l14-22 14 22zM96 64l10-18 14 18z" fill="#d6a46c" />
      <circle cx="40" cy="16" r="8" fill="#dc2626" />
      <rect x="38" y="25" width="4" height="4" fill="#7c2d12" />
      <circle cx="82" cy="22" r="6" fill="#f59e0b" />
      <rect x="80" y="29" width="4" height="3" fill="#7c2d12" />
    </svg>
  );
}

export function PamukkaleArt() {
  return (
    <svg viewBox="0 0 120 64" aria-hidden="true" className="h-20 w-full">
      <rect width="120" height="64" fill="#e0f2fe" />
      <path d="M0 30h120v34H0z" fill="#f8fafc" />
      <path d="M8 34h40v5H8zM40 44h44v5H40zM70 54h44v5H70z" fill="#67e8f9" />
      <path d="M0 30q30-10 60-2t60-4v6H0z" fill="#e2e8f0" />
    </svg>
  );
}
