import { Card, CardGrid, Heading, Text } from '@larder/ui';
import { getHref } from '../../paths';
import { FaqLayout } from './faq-layout';
import { FAQ_TOOLS } from './faq-tools';
import { OfflineHelp } from '../offline/offline-help';

/** The FAQ hub (spec §2.9): 'Find the information you need', a link to each tool, side navigation, 'Need Help?'. */
export default function FaqHubPage() {
  return (
    <FaqLayout>
      <Heading level={1}>Find the information you need</Heading>
      <p>
        Pick a tool to look up allergens, gluten and kosher status, shelf life, date codes and where to buy.
      </p>
      <section aria-labelledby="faq-pick-a-tool">
        <Heading level={2} size="md" id="faq-pick-a-tool">
          Pick a tool
        </Heading>
        <CardGrid>
          {FAQ_TOOLS.map((tool) => (
            <Card
              key={tool.slug}
              variant="feature"
              title={tool.title}
              href={getHref('faqTool', tool.slug)}
              headingLevel="none"
              titleSize="sm"
            >
              <Text tone="muted">{tool.summary}</Text>
            </Card>
          ))}
        </CardGrid>
      </section>
      <section aria-labelledby="faq-operator-tools">
        <Heading level={2} size="md" id="faq-operator-tools">
          Operator tools
        </Heading>
        <CardGrid>
          <Card
            variant="feature"
            title="Allergen matrix"
            href={getHref('allergens')}
            headingLevel="none"
            titleSize="sm"
          >
            <Text tone="muted">
              Every product against the nine major allergens: filter, print or download it as CSV.
            </Text>
          </Card>
          <Card
            variant="feature"
            title="Compare products"
            href={getHref('compare')}
            headingLevel="none"
            titleSize="sm"
          >
            <Text tone="muted">
              Two to four products side by side, and what a switch adds to your allergen chart.
            </Text>
          </Card>
          <Card
            variant="feature"
            title="Portion and cost"
            href={getHref('products')}
            headingLevel="none"
            titleSize="sm"
          >
            <Text tone="muted">
              On every product page: servings per case at your portion, nutrition per portion and cost per
              serving (your case price stays in your browser).
            </Text>
          </Card>
        </CardGrid>
      </section>
      <OfflineHelp />
    </FaqLayout>
  );
}
