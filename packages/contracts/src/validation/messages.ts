/**
 * The user-facing and developer messages of spec §5 (and the §8 entries §5 refers to), in one place so the
 * server and the web show the same text. Strings quoted by the spec are kept byte for byte, spelling included;
 * the others are ours, marked "(ours)".
 */

/** R54: the default required message. */
export const REQUIRED = 'Required';
/** R54: combined inputs (several controls under one label) show this instead. */
export const REQUIRED_COMBINED = '* Required';

/** R55 (ours). */
export const NOT_A_NUMBER = 'Please Enter a Number';
/** R56 (ours). */
export const INVALID_DECIMAL_ID = 'Please Enter a Number Greater Than 0';
/** R57 (ours). */
export const numberBetweenMessage = (min: number, max: number) =>
  `Please Enter a Number Between ${min} and ${max}`;
/** R58 (ours). */
export const NOT_POSITIVE = 'Please Enter a Number Greater Than 0';

/** R59 (ours). */
export const minLengthMessage = (n: number) => `Please Enter At Least ${n} Characters`;
/** R59 (ours). */
export const maxLengthMessage = (n: number) => `Please Enter At Most ${n} Characters`;
/** R59 (ours). */
export const exactLengthMessage = (n: number) => `Please Enter Exactly ${n} Characters`;

/** R60 (ours). */
export const INVALID_MAC_ADDRESS = 'Please Enter a Valid MAC Address';
/** R61 (ours). */
export const NOT_HEX = 'Please Enter Hex Characters Only (0-9, A-F)';
/** R62 (ours). */
export const NOT_ASCII = 'Please Enter English Characters Only';
/** R63 (ours). */
export const NOT_DIGITS = 'Please Enter Digits Only';
/** R64: spelling as in the spec. */
export const JUST_CHARACTERS = 'Plase Enter Just Characters';
/** R65. */
export const PHONE = 'Please Enter Phone Number';
/** R66 (ours). */
export const PHONE_NEEDS_PLUS = 'International Phone Number Must Start With +';

/** R68: note the trailing space, as in the spec. */
export const tagLimitMessage = (n: number) => `You Cannot Enter More Than ${n} `;

/** R69 (ours). */
export const SEARCH_TOO_LONG = 'Search Cannot Be Longer Than 100 Characters';

/** R73 (ours). */
export const FROM_NOT_BEFORE_TO = 'From Must Be Before To';
/** R74 (ours). */
export const END_BEFORE_START = 'End Date Cannot Be Before Start Date';
/** R75 (ours). */
export const END_TIME_NOT_AFTER_START = 'End Time Must Be Later Than Start Time';
/** R76 (ours). */
export const PAST_START = 'Start Date Cannot Be In The Past';
/** R77 (ours). */
export const FUTURE_DATE = 'Future Dates Are Not Allowed';
/** R78 (ours). */
export const maxDaysMessage = (n: number) => `You Cannot Select More Than ${n} Days`;
/** Not an ISO calendar date (YYYY-MM-DD) (ours). */
export const INVALID_DATE = 'Please Enter a Valid Date';

/** R80 (ours). */
export const INVALID_TIME = 'Please Enter a Time as HH:mm';
/** R83 (ours). */
export const TO_NOT_AFTER_FROM = "'To' Must Be Later Than 'From'";

/** R91: developer messages for a bad filter configuration (ours). */
export const FILTER_CONFIG = {
  type: 'Filter type must be provided',
  label: 'Filter label must be provided',
  optionValue: 'Filter optionValue must be provided',
  multiple: 'Select filter must say whether it is multiple',
  options: 'Select filter needs options or a search function',
} as const;

/** R92: quoted by the spec. */
export const INVALID_PLACE = 'Invalid Place';
/** R93 (ours). */
export const INVALID_LATITUDE = 'Latitude Must Be a Number Between -90 and 90';
/** R93 (ours). */
export const INVALID_LONGITUDE = 'Longitude Must Be a Number Between -180 and 180';

/** R94 (ours). */
export const INVALID_TABLE_KEY = 'Table key must have three parts: app_module_table';
/** R96: quoted by the spec (§8). */
export const KEY_MUST_BE_PROVIDED = 'Key Must be provided';
/** R97 (ours). */
export const INVALID_ABILITY = 'Ability must have the form app.module.action';
/** R98 (ours). */
export const ENTITY_MUST_BE_OBJECT = 'Entity must be an object';
/** R99: quoted by the spec (§8). */
export const ACTION_MUST_BE_PROVIDED = 'Action must be provided';

/** R102: shown instead of a price that is zero or invalid. */
export const PRICE_INCLUDED = 'incl';
