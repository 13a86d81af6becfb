import type { DatasetName, DatasetResult, HomeBlock } from '@larder/client';

/** The home page's blocks (spec §7: one call, `dataset=homepageBlocks`). */
export const HOME_DATASETS: readonly DatasetName[] = ['homepageBlocks'];

/**
 * The home blocks of a `dxp-data?dataset=homepageBlocks` answer (spec §7): the first result must be that dataset
 * with its data, else the answer counts as failed ('Failed to load home page content').
 */
export function homeBlocksOf(results: readonly DatasetResult[] | undefined): HomeBlock[] | null {
  const first = results?.[0];
  if (!first || first.dataset !== 'homepageBlocks' || !Array.isArray(first.data)) return null;
  return first.data;
}
