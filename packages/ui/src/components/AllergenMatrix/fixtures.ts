import type { AllergenMatrixItem, AllergenMatrixProps } from './AllergenMatrix';

export const matrixRows: AllergenMatrixItem[] = [
  {
    id: 'p1',
    name: 'Buttermilk Ranch Dressing',
    productCode: 'KE1001',
    href: '/products/buttermilk-ranch-dressing-gallon',
    packageName: 'Gallon',
    contains: ['milk', 'eggs'],
    timeModified: '2026-03-04T10:00:00.000Z',
  },
  {
    id: 'p2',
    name: 'Classic Caesar Dressing',
    productCode: 'KE1002',
    href: '/products/classic-caesar-dressing-gallon',
    packageName: 'Gallon',
    contains: ['milk', 'eggs', 'fish'],
    timeModified: '2026-02-11T08:30:00.000Z',
  },
  {
    id: 'p3',
    name: 'Sesame Ginger Dressing',
    productCode: 'KE1003',
    href: '/products/sesame-ginger-dressing-cup',
    packageName: 'Cup',
    contains: ['soy', 'wheat', 'sesame'],
    timeModified: '2025-12-01T12:00:00.000Z',
  },
  {
    id: 'p4',
    name: 'Balsamic Vinaigrette',
    productCode: 'KE1004',
    href: '/products/balsamic-vinaigrette-gallon',
    packageName: 'Gallon',
    contains: [],
    timeModified: '2026-01-20T09:15:00.000Z',
  },
  {
    id: 'p5',
    name: 'Thai Peanut Sauce',
    productCode: 'KE1005',
    href: '/products/thai-peanut-sauce-pouch',
    packageName: 'Pouch',
    contains: ['peanuts', 'soy', 'crustacean', 'treenuts'],
    timeModified: '2026-03-18T16:45:00.000Z',
  },
];

export const matrixOptions: AllergenMatrixProps['options'] = {
  flavors: [
    { id: 'ranch', name: 'Ranch' },
    { id: 'caesar', name: 'Caesar' },
    { id: 'vinaigrette', name: 'Vinaigrette' },
  ],
  packagings: [
    { id: 'gallon', name: 'Gallon' },
    { id: 'cup', name: 'Cup' },
    { id: 'pouch', name: 'Pouch' },
  ],
  productLines: [
    { id: 'essentials', name: 'Essentials' },
    { id: 'signature', name: 'Signature' },
  ],
};
