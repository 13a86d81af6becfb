// The compare tray as a module of its own: pages render it only while the visitor has a selection, as a lazy part
// (compare-tray-part.ts), so a page without one does not load it.
export { CompareTray } from '@larder/ui';
