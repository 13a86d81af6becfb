// The product page's detail sections as a module of their own: the page loads them as a visible part
// (product-detail.tsx), so that ProductSections, NutritionFacts and the details' formatting are not in its first load.
export { ProductSections } from '@larder/ui';
