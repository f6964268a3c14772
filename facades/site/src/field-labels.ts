/** The words the console uses for an event's fields, as its forms label them (event-fields.njk). */
const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  startTime: 'Starts',
  endTime: 'Ends',
  doorsTime: 'Doors open',
  categories: 'Categories',
  priceInfo: 'Price',
  isFree: 'Free',
  bookingRequired: 'Booking required',
  accessibilityNote: 'Accessibility',
  imageUrl: 'Image URL',
  venueId: 'Venue',
  zoneId: 'Town',
  timezone: 'Time zone',
  status: 'Status',
  recurrence: 'Repeats',
};

/** A field's label; one without a label of its own in words ("mergedInto" → "Merged into"). */
export const fieldLabel = (field: string) =>
  FIELD_LABELS[field] ??
  `${field.charAt(0).toUpperCase()}${field
    .slice(1)
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase()}`;
