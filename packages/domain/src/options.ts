/** Option lists of spec §3. Payloads carry the option's display name (label), not its value. */

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
}

export const LOCATION_OPTIONS = [
  { value: 'one', label: '1' },
  { value: 'twoTen', label: '2-10' },
  { value: '11more', label: '11+' },
] as const satisfies readonly SelectOption[];
export type LocationValue = (typeof LOCATION_OPTIONS)[number]['value'];

export const SEGMENT_OPTIONS = [
  { value: 'restaurant', label: 'Restaurant' },
  { value: 'k12', label: 'K-12 Education' },
  { value: 'college', label: 'College & University' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'business', label: 'Business & Industry' },
  { value: 'military', label: 'Military' },
  { value: 'recreation', label: 'Recreation' },
  { value: 'convenience', label: 'Convenience Store' },
  { value: 'supermarket', label: 'Supermarket' },
  { value: 'vending', label: 'Vending' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly SelectOption[];
export type SegmentValue = (typeof SEGMENT_OPTIONS)[number]['value'];

export const DESCRIPTION_OPTIONS = [
  { value: 'foodservice', label: 'Foodservice' },
  { value: 'consumer', label: 'Personal Use' },
] as const satisfies readonly SelectOption[];
export type DescriptionValue = (typeof DESCRIPTION_OPTIONS)[number]['value'];

export const FIND_OPTIONS = [
  { value: 'magazine', label: 'Magazine' },
  { value: 'show', label: 'Trade Show' },
  { value: 'search', label: 'Internet Search' },
  { value: 'ai', label: 'AI Assistant' },
  { value: 'mouth', label: 'Word of Mouth' },
  { value: 'enewsletter', label: 'E-Newsletter' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly SelectOption[];
export type FindValue = (typeof FIND_OPTIONS)[number]['value'];

/** US states, DC and the territories AS, GU, MP, PR, VI; value is the two-letter code. */
export const STATE_OPTIONS: readonly SelectOption[] = [
  { value: 'AL', label: 'Alabama' },
  { value: 'AK', label: 'Alaska' },
  { value: 'AS', label: 'American Samoa' },
  { value: 'AZ', label: 'Arizona' },
  { value: 'AR', label: 'Arkansas' },
  { value: 'CA', label: 'California' },
  { value: 'CO', label: 'Colorado' },
  { value: 'CT', label: 'Connecticut' },
  { value: 'DE', label: 'Delaware' },
  { value: 'DC', label: 'District of Columbia' },
  { value: 'FL', label: 'Florida' },
  { value: 'GA', label: 'Georgia' },
  { value: 'GU', label: 'Guam' },
  { value: 'HI', label: 'Hawaii' },
  { value: 'ID', label: 'Idaho' },
  { value: 'IL', label: 'Illinois' },
  { value: 'IN', label: 'Indiana' },
  { value: 'IA', label: 'Iowa' },
  { value: 'KS', label: 'Kansas' },
  { value: 'KY', label: 'Kentucky' },
  { value: 'LA', label: 'Louisiana' },
  { value: 'ME', label: 'Maine' },
  { value: 'MD', label: 'Maryland' },
  { value: 'MA', label: 'Massachusetts' },
  { value: 'MI', label: 'Michigan' },
  { value: 'MN', label: 'Minnesota' },
  { value: 'MS', label: 'Mississippi' },
  { value: 'MO', label: 'Missouri' },
  { value: 'MT', label: 'Montana' },
  { value: 'NE', label: 'Nebraska' },
  { value: 'NV', label: 'Nevada' },
  { value: 'NH', label: 'New Hampshire' },
  { value: 'NJ', label: 'New Jersey' },
  { value: 'NM', label: 'New Mexico' },
  { value: 'NY', label: 'New York' },
  { value: 'NC', label: 'North Carolina' },
  { value: 'ND', label: 'North Dakota' },
  { value: 'MP', label: 'Northern Mariana Islands' },
  { value: 'OH', label: 'Ohio' },
  { value: 'OK', label: 'Oklahoma' },
  { value: 'OR', label: 'Oregon' },
  { value: 'PA', label: 'Pennsylvania' },
  { value: 'PR', label: 'Puerto Rico' },
  { value: 'RI', label: 'Rhode Island' },
  { value: 'SC', label: 'South Carolina' },
  { value: 'SD', label: 'South Dakota' },
  { value: 'TN', label: 'Tennessee' },
  { value: 'TX', label: 'Texas' },
  { value: 'UT', label: 'Utah' },
  { value: 'VT', label: 'Vermont' },
  { value: 'VI', label: 'U.S. Virgin Islands' },
  { value: 'VA', label: 'Virginia' },
  { value: 'WA', label: 'Washington' },
  { value: 'WV', label: 'West Virginia' },
  { value: 'WI', label: 'Wisconsin' },
  { value: 'WY', label: 'Wyoming' },
];

/** The display name of an option value, or undefined when the value is not in the list. */
export function optionLabel(options: readonly SelectOption[], value: string): string | undefined {
  return options.find((option) => option.value === value)?.label;
}

/** The value of an option given its display name (payloads carry names), or undefined. */
export function optionValue(options: readonly SelectOption[], label: string): string | undefined {
  return options.find((option) => option.label === label)?.value;
}
