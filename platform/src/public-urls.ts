/** The public web pages' URL shapes (the contract of the site facade), built in one place. */
export const publicUrls = (siteUrl: string) => {
  const base = siteUrl.replace(/\/+$/, '');
  return {
    town: (zone: { countryCode: string; slug: string }) => `${base}/${zone.countryCode.toLowerCase()}/${zone.slug}`,
    event: (event: { slug: string; uuid: string }) => `${base}/event/${event.slug}-${event.uuid}`,
    venue: (venue: { slug: string }) => `${base}/venue/${venue.slug}`,
  };
};
