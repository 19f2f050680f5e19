import type { TFunction } from 'i18next';

/** A service's display name (brand names stay as they are; "Vikunja export" is translated). */
export const serviceName = (t: TFunction, id: string): string => t(`migration.services.${id}.name`);

/** The service's initial on its colour: a stand-in for a logo that needs no third-party artwork. */
export function ServiceBadge({ id, name }: { id: string; name: string }) {
  return (
    <span className={`migration-badge migration-badge-${id}`} aria-hidden="true">
      {name.charAt(0)}
    </span>
  );
}
