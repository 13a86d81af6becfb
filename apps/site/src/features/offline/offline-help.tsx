import { Heading, Text } from '@larder/ui';

/**
 * "Use it offline in the kitchen" (offline kitchen mode): where an operator looks for the tools, a short word on
 * installing the site and what keeps working without signal.
 */
export function OfflineHelp() {
  return (
    <section aria-labelledby="faq-offline">
      <Heading level={2} size="md" id="faq-offline">
        Use it offline in the kitchen
      </Heading>
      <Text>
        Open the allergen matrix, the expiration date calculator and the products you use while you have a
        connection: this device keeps them, and they keep working where there is no signal. A note at the top
        of the page says when you are offline and when the page was saved. To open the site like an app,
        choose Install (or Add to Home Screen) in your browser's menu.
      </Text>
    </section>
  );
}
