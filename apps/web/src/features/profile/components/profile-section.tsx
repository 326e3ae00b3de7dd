import { type ReactNode, useId } from 'react';

export interface ProfileSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
}

/** One card of the profile screen; each saves on its own. */
export function ProfileSection({ title, description, children, tone = 'default' }: ProfileSectionProps) {
  const id = useId();
  return (
    <section
      className={`card profile-section ${tone === 'danger' ? 'profile-section-danger' : ''}`}
      aria-labelledby={id}
    >
      <h2 id={id}>{title}</h2>
      {description && <p className="muted profile-section-description">{description}</p>}
      {children}
    </section>
  );
}
