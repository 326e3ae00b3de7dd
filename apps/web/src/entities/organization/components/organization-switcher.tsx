import { type MyOrganization, TEAM_ROLE_LABELS } from '@mingle/shared/schemas/teams';

interface Props {
  organizations: readonly MyOrganization[];
  activeId: string;
  onChoose: (id: string) => void;
}

/** Which organization Host Center shows, for someone on several teams; nothing when on one. */
export function OrganizationSwitcher({ organizations, activeId, onChoose }: Props) {
  if (organizations.length < 2) return null;
  return (
    <div className="field organization-switcher">
      <label htmlFor="organization-switcher">Organization</label>
      <select
        id="organization-switcher"
        className="input"
        value={activeId}
        onChange={(e) => onChoose(e.target.value)}
      >
        {organizations.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name} ({TEAM_ROLE_LABELS[o.role]})
          </option>
        ))}
      </select>
    </div>
  );
}
