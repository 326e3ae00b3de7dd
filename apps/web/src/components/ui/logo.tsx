import { useId } from 'react';
import { Link } from 'react-router';

/** The Mingle mark: two overlapping speech-bubble circles. */
export function LogoMark({ size = 28 }: { size?: number }) {
  const gradient = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6d28d9" />
          <stop offset="1" stopColor="#db2777" />
        </linearGradient>
      </defs>
      <circle cx="12" cy="14" r="10" fill={`url(#${gradient})`} />
      <circle cx="21" cy="18" r="9" fill="#f472b6" fillOpacity="0.85" />
      <circle cx="12" cy="14" r="3" fill="#fff" />
      <circle cx="21" cy="18" r="2.5" fill="#fff" />
    </svg>
  );
}

/** The logo linking to the home page; its accessible name says where it goes. */
export function LogoLink() {
  return (
    <Link to="/" className="logo" aria-label="Mingle home">
      <LogoMark />
      <span className="logo-word" aria-hidden="true">
        Mingle
      </span>
    </Link>
  );
}
