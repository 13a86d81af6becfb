import { useQueryState } from '../query-state';
import { DATE_CODE_PACKAGES, DateCodeHelp, type DateCodePackage } from '@larder/ui';
import { getHref } from '../../../paths';

function isDateCodePackage(value: string | null): value is DateCodePackage {
  return (DATE_CODE_PACKAGES as readonly (string | null)[]).includes(value);
}

/**
 * Where the date code is printed (`manufacture-code-show`, spec §2.9): choose Gallon, Pouch or Cup; the choice
 * lives in the URL (`?package=cup`) and the button lists every product of that package.
 */
export function DateCodeTool() {
  const [chosen, choose] = useQueryState('package', (search) => search.get('package'));
  return (
    <DateCodeHelp
      title="Choose your package"
      value={isDateCodePackage(chosen) ? chosen : null}
      onChange={choose}
      productsHref={(value) => getHref('products', { package: [value] })}
    />
  );
}
