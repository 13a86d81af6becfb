import { MfgCodeExplainer } from '@larder/ui';

/** How to read a manufacturing code (`manufacture-code-read`, spec §2.9): the example taken apart, and a reader. */
export function MfgCodeTool() {
  return <MfgCodeExplainer title="The parts of a code" />;
}
