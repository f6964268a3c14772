/** The demo's zones: cities with neighbourhoods in four countries and time zones on both sides of UTC. */
export interface DemoTown {
  name: string;
  countryCode: string;
  timezone: string;
  lat: number;
  lng: number;
  hidden?: boolean;
  /** Its names in other languages, by language code: what people asking in those languages call it. */
  localNames?: Record<string, string>;
  neighbourhoods?: { name: string; lat: number; lng: number }[];
}

export const DEMO_TOWNS: DemoTown[] = [
  {
    name: 'London',
    localNames: { es: 'Londres', ca: 'Londres' },
    countryCode: 'GB',
    timezone: 'Europe/London',
    lat: 51.5072,
    lng: -0.1276,
    neighbourhoods: [
      { name: 'Camden', lat: 51.539, lng: -0.1426 },
      { name: 'Hackney', lat: 51.545, lng: -0.0553 },
      { name: 'Brixton', lat: 51.4613, lng: -0.1156 },
      { name: 'Shoreditch', lat: 51.5229, lng: -0.0777 },
      { name: 'Kentish Town', lat: 51.5505, lng: -0.1404 },
    ],
  },
  { name: 'Brighton', countryCode: 'GB', timezone: 'Europe/London', lat: 50.8225, lng: -0.1372 },
  {
    name: 'Manchester',
    countryCode: 'GB',
    timezone: 'Europe/London',
    lat: 53.4808,
    lng: -2.2426,
    neighbourhoods: [{ name: 'Northern Quarter', lat: 53.484, lng: -2.236 }],
  },
  { name: 'Lundy', countryCode: 'GB', timezone: 'Europe/London', lat: 51.18, lng: -4.67, hidden: true },
  {
    name: 'Berlin',
    localNames: { es: 'Berlín', ca: 'Berlín' },
    countryCode: 'DE',
    timezone: 'Europe/Berlin',
    lat: 52.52,
    lng: 13.405,
    neighbourhoods: [
      { name: 'Kreuzberg', lat: 52.4986, lng: 13.403 },
      { name: 'Neukölln', lat: 52.4811, lng: 13.435 },
      { name: 'Mitte', lat: 52.52, lng: 13.4049 },
    ],
  },
  { name: 'Hamburg', localNames: { es: 'Hamburgo' }, countryCode: 'DE', timezone: 'Europe/Berlin', lat: 53.5511, lng: 9.9937 },
  {
    name: 'New York',
    localNames: { es: 'Nueva York', ca: 'Nova York' },
    countryCode: 'US',
    timezone: 'America/New_York',
    lat: 40.7128,
    lng: -74.006,
    neighbourhoods: [
      { name: 'Brooklyn', lat: 40.6782, lng: -73.9442 },
      { name: 'Harlem', lat: 40.8116, lng: -73.9465 },
    ],
  },
  {
    name: 'Sydney',
    countryCode: 'AU',
    timezone: 'Australia/Sydney',
    lat: -33.8688,
    lng: 151.2093,
    neighbourhoods: [{ name: 'Newtown', lat: -33.8981, lng: 151.179 }],
  },
];
