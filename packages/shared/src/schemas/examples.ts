/** Valid example payloads, for the tests of both sides: one copy of what a correct form sends. */

/** The text fields of a valid merchant application (spec §5), as the form sends them. */
export const EXAMPLE_APPLICATION_FIELDS: Readonly<Record<string, string>> = {
  nid: '1234567890',
  agencyName: 'Rangdhanu Costumes',
  agencyEmail: 'rangdhanu@example.com',
  phoneNum: '01711 000000',
  businessCategory: 'costume',
  serviceCategory: 'Wedding saris',
  price: '4500',
  rating: '4.5',
  district: 'Rajshahi',
  address: '12 Shaheb Bazar Road',
  agree: 'true',
}
