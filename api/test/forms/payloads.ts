/** Valid request bodies of each form, as the site's forms send them (option display names, spec §3). */

export function contactBody(captcha: string) {
  return {
    message: 'Please call me about bulk ranch orders for our three diners.',
    company: 'Harbor Diner',
    fname: 'Pat Cook',
    email: 'pat@harbor-diner.example',
    phone: '(508) 555-0100',
    city: 'Worcester',
    state: 'MA',
    captcha,
  };
}

export function generalSampleBody(captchaId: string, sample: string[]) {
  return {
    fname: 'Pat',
    lname: 'Cook',
    email: 'pat@harbor-diner.example',
    phone: '(508) 555-0100',
    title: 'Executive Chef',
    sample,
    company: 'Harbor Diner',
    address: '1 Dock Street',
    zip: '01608',
    city: 'Worcester',
    state: 'MA',
    website: 'harbor-diner.example',
    message: 'We go through two gallons of ranch a day.',
    distributor: 'Bay State Provisions',
    find: 'Trade Show',
    description: 'Foodservice',
    segment: 'Restaurant',
    locations: '2-10',
    captchaId,
    isConsumer: false,
  };
}

export function portionSampleBody(captchaId: string) {
  return {
    fname: 'Lee',
    lname: 'Baker',
    email: 'lee@campus-dining.example',
    phone: '(508) 555-0111',
    company: 'Campus Dining',
    address: '200 College Road',
    zip: '01752',
    city: 'Marlborough',
    state: 'MA',
    website: 'https://campus-dining.example',
    locations: '11+',
    captchaId,
    isConsumer: false,
  };
}

export function eventBody(captcha: string) {
  return { fname: 'Sam', lname: 'Oven', company: 'Slice Shack', captcha };
}

export function inquiryBody(captcha: string, products: { id: string }[], inquirySource = 'commerceForm') {
  return {
    zip: '01752',
    state: 'MA',
    city: 'Marlborough',
    products,
    company: 'Harbor Diner',
    companyWebsite: 'https://www.harbor-diner.example/menu',
    numberOfLocations: '2-10',
    segment: 'Restaurant',
    distributorName: 'Bay State Provisions',
    fullName: 'Pat Cook',
    email: 'pat@harbor-diner.example',
    phone: '(508) 555-0100',
    message: 'Where can we buy this by the case near Marlborough?',
    captcha,
    inquirySource,
  };
}
