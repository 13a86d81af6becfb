/**
 * Every user-facing message of spec §4, §5 and §8, verbatim (the spec's spelling mistakes are kept on purpose:
 * they are the texts visitors and tests see).
 */

// Default validation messages (spec §5).
export const MSG_INVALID = 'This field is invalid';
export const MSG_REQUIRED = 'This field is required';
export const MSG_NUMBER = 'This field must be a number';
export const MSG_EMAIL = 'Must be a valid email';
export const MSG_URL = 'Must be a valid URL';

// Form rules (spec §5).
export const MSG_ZIP_LENGTH = 'ZIP code must be exactly 5 digits';
export const MSG_VALID_URL = 'Please enter a valid URL';
export const MSG_AT_LEAST_ONE_FIELD = 'At least one field must be filled';
export const MSG_UPC_NOT_FOUND = 'Product with this UPC code not found';
export const MSG_ITEM_NUMBER_LENGTH = 'Item numbers must contain 12 or 14 characters';
export const MSG_NOT_LEAP_YEAR = 'The selected year is not a leap year';
export const MSG_INVALID_TWO_DIGIT_YEAR = 'Invalid two digit year';
export const MSG_INVALID_JULIAN_DATE = 'Invalid Julian date';
export const MSG_SELECT_ITEMS = 'Please select an items from the list above';
export const MSG_SELECT_OPTION = 'Please, select an option';
export const MSG_CUSTOM_OPTION_DUPLICATE = 'This option already exists';

// Captcha (spec §8).
export const MSG_CAPTCHA_RECAPTCHA = 'Please complete the reCAPTCHA';
export const MSG_CAPTCHA_SOLVE = 'Please solve the captcha.';
export const MSG_CAPTCHA_SOLVE_ABOVE = 'Please solve the captcha above.';

// Sending states (spec §4).
export const MSG_SENDING = 'Sending, please wait...';
export const MSG_SUBMITTING = 'Submiting, please wait...';

// Results of sending (spec §4, §8).
export const MSG_GENERIC_FAILURE = 'Oops! Something went wrong.';
export const MSG_PURCHASE_FAILURE = 'Oops, somehing went wrong!';
export const MSG_EMAIL_SENT_FAQ = 'Email sent successfully!';
export const MSG_EMAIL_SENT = 'Thanks so much, your email is on the way.';
export const MSG_INQUIRY_SUCCESS_TITLE = 'Thank you for contacting the company!';
export const MSG_INQUIRY_SUCCESS_TEXT = 'A representative will contact you soon about your product request.';
export const MSG_SAMPLE_SUCCESS_TITLE = 'Thank you for considering the company!';
export const MSG_SAMPLE_SUCCESS_TEXT = 'A representative will contact you soon about your request.';
export const MSG_CONTACT_SUCCESS_TITLE = 'Email was sent successfully!';
export const MSG_CONTACT_SUCCESS_TEXT =
  'Your message has been successfully sent and we appreciate you contacting us. We will contact you shortly.';
export const MSG_REGISTRATION_SUCCESS = 'Registration was sent successfully! See you soon.';

// ZIP lookup (spec §8).
export const MSG_ZIP_INVALID = 'Invalid ZIP code. Please check and try again.';
export const MSG_ZIP_API_ERROR = 'Unable to validate ZIP code. Please enter city and state manually.';
export const MSG_ZIP_NO_CITY = 'City could not be determined automatically. Please enter your city.';
export const MSG_ZIP_VALIDATION_ERROR = 'Error validating ZIP code';

// Lists, search and loading (spec §2, §4, §8).
export const MSG_NO_RESULTS = 'Sorry, no results were found';
export const MSG_NO_SEARCH_RESULTS = 'Sorry, no search results were found';
export const MSG_SEARCH_PAGE_NO_RESULTS =
  'Sorry, no results were found. Make sure the spelling is correct or try using a simpler keywords.';
export const MSG_HOME_BLOCKS_FAILED = 'Failed to load home page content';
export const MSG_LOADING = 'Loading...';
export const MSG_LOADING_FIELD = 'Loading ...';
export const MSG_RELOAD_PAGE = 'Error. Reload the page.';
export const MSG_NO_IMAGE_DATA = 'No image data';
export const MSG_NOT_FOUND_PAGE = '404 - page not found';

// FAQ tools (spec §2.9, §4).
export const MSG_PAST_EXPIRATION = 'Product is Past Its Expiration Date';
export const MSG_AVAILABLE = 'Available';
export const MSG_BACK_TO_PRODUCT_SEARCH = 'Back to Product Search';

// Placeholders (spec §2.1, §2.8).
export const PLACEHOLDER_SEARCH = 'What can we get you today?';
export const PLACEHOLDER_SEARCH_NO_RESULTS = 'What are you looking for?';
