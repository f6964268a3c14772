/** Zones as a form's choices: each town, then its neighbourhoods ("London › Camden"), hidden ones marked. */
export function zoneChoices<
  Zone extends { id: number; name: string; countryCode: string; parentId?: number | null; hidden?: boolean | null },
>(zones: Zone[]) {
  const label = (zone: Zone) => `${zone.name}${zone.hidden ? ' (hidden)' : ''}`;
  return zones
    .filter((zone) => !zone.parentId)
    .flatMap((town) => [
      { id: town.id, label: `${label(town)} (${town.countryCode})` },
      ...zones.filter((zone) => zone.parentId === town.id).map((zone) => ({ id: zone.id, label: `${town.name} › ${label(zone)}` })),
    ]);
}
