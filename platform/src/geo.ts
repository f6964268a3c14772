/** A point on the earth, in degrees (WGS 84). */
export interface GeoPoint {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_METRES = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceMetres(a: GeoPoint, b: GeoPoint): number {
  const h =
    Math.sin(radians(b.lat - a.lat) / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether `lat`/`lng` name a point: finite, within ±90 and ±180. */
export const isGeoPoint = (lat: number, lng: number) =>
  Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/** Bounds in degrees: south to north, west to east. */
export interface GeoBox {
  south: number;
  north: number;
  west: number;
  east: number;
}

/** Metres in a degree of latitude, and in a degree of longitude at `lat` (never under a hundredth of that, near the poles). */
export const METRES_PER_DEGREE = 111_320;
export const metresPerDegreeOfLongitude = (lat: number) => METRES_PER_DEGREE * Math.max(0.01, Math.cos(radians(lat)));

/**
 * The box of about `metres` around a point, as the venues service answers `venuesNear` (callers measure exactly
 * within it). Its width in longitude grows towards the poles, up to 100 times its height.
 */
export function boxAround(point: GeoPoint, metres: number): GeoBox {
  const dLat = metres / METRES_PER_DEGREE;
  const dLng = metres / metresPerDegreeOfLongitude(point.lat);
  return { south: point.lat - dLat, north: point.lat + dLat, west: point.lng - dLng, east: point.lng + dLng };
}

export const inBox = (box: GeoBox, point: GeoPoint) =>
  point.lat >= box.south && point.lat <= box.north && point.lng >= box.west && point.lng <= box.east;

/** Whether `outer` holds all of `inner`. */
export const boxHolds = (outer: GeoBox, inner: GeoBox) =>
  outer.south <= inner.south && outer.north >= inner.north && outer.west <= inner.west && outer.east >= inner.east;

/** Degrees to a millionth (about 0.1 m), which every computation with them can take. */
export const roundedDegrees = (degrees: number) => Math.round(degrees * 1e6) / 1e6 + 0;
