import { useId, useState, type ComponentPropsWithRef } from 'react';
import { FACILITIES, MFG_CODE_EXAMPLE, formatDate, parseMfgCode, type DecodedMfgCode } from '@larder/domain';
import { Field } from '../../forms/Field';
import { TextInput } from '../../forms/Field.styles';
import { Button } from '../Button';
import { Heading, type HeadingLevel } from '../Heading';
import {
  DecodeForm,
  DecodedList,
  ExampleCode,
  ExplainerRoot,
  FacilityList,
  PartCode,
  PartDetail,
  PartItem,
  PartList,
  PartName,
} from './MfgCodeExplainer.styles';

export interface MfgCodeExplainerProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The code taken apart. @default '112 24 M1 15:20' */
  example?: string;
  /** Title of the section. @default 'How to read a manufacturing code' */
  title?: string;
  /** Outline level of the section headings. @default 2 */
  headingLevel?: HeadingLevel;
  /** Offer a field that reads the visitor's own code. @default true */
  decoder?: boolean;
  /** The day codes are read against (two-digit years, dates in the future); the current day when left out. */
  today?: Date;
}

const PARTS_PATTERN = /^(\d{1,3})\s+(\d{2})\s+([A-Za-z])(\d{1,2})\s+(\d{1,2}:\d{2})$/;

function ordinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
  return `${day}${suffix}`;
}

function facilityName(letter: string): string {
  return FACILITIES.find((facility) => facility.code === letter.toUpperCase())?.name ?? 'Unknown facility';
}

interface Part {
  code: string;
  name: string;
  detail: string;
}

function explain(example: string): Part[] {
  const match = PARTS_PATTERN.exec(example.trim());
  if (!match) return [];
  const [, day = '', year = '', facility = '', line = '', time = ''] = match;
  return [
    { code: day, name: 'Day of year', detail: `The ${ordinal(Number(day))} day of the year (Julian date)` },
    { code: year, name: 'Year', detail: 'The last two digits of the year' },
    { code: facility, name: 'Facility', detail: `Where it was made: ${facilityName(facility)}` },
    { code: line, name: 'Line', detail: `Production line ${line}` },
    { code: time, name: 'Time', detail: 'Time of production, 24-hour clock' },
  ];
}

/**
 * A MfgCodeExplainer reads a manufacturing code (spec §2.9): the example '112 24 M1 15:20' taken apart into day
 * of year, two-digit year, facility, line and time, the list of facilities (A Atlanta, M Marlborough, V Las Vegas,
 * B Indiana), and optionally a field that reads the visitor's own code.
 */
export function MfgCodeExplainer({
  example = MFG_CODE_EXAMPLE,
  title = 'How to read a manufacturing code',
  headingLevel = 2,
  decoder = true,
  today,
  ...rest
}: MfgCodeExplainerProps) {
  const ids = useId();
  const [code, setCode] = useState('');
  const [decoded, setDecoded] = useState<DecodedMfgCode | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const parts = explain(example);
  const subLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;

  const read = () => {
    const result = parseMfgCode(code, today ?? new Date());
    if (result.ok) {
      setDecoded(result.value);
      setError(undefined);
    } else {
      setDecoded(null);
      setError(result.error);
    }
  };

  return (
    <ExplainerRoot aria-labelledby={`${ids}-title`} {...rest}>
      <Heading level={headingLevel} size="md" id={`${ids}-title`}>
        {title}
      </Heading>
      <ExampleCode>
        Example: <code>{example}</code>
      </ExampleCode>
      <PartList id={`${ids}-parts`} aria-label={`Parts of the code ${example}`}>
        {parts.map((part) => (
          <PartItem key={part.name}>
            <PartCode>{part.code}</PartCode>
            <PartName>{part.name}</PartName>
            <PartDetail>{part.detail}</PartDetail>
          </PartItem>
        ))}
      </PartList>
      <div>
        <Heading level={subLevel} size="sm" id={`${ids}-facilities`}>
          Facilities
        </Heading>
        <FacilityList aria-labelledby={`${ids}-facilities`}>
          {FACILITIES.map((facility) => (
            <li key={facility.code}>
              <strong>{facility.code}</strong> {facility.name}
            </li>
          ))}
        </FacilityList>
      </div>
      {decoder ? (
        <div>
          <Heading level={subLevel} size="sm" id={`${ids}-decode`}>
            Read your code
          </Heading>
          <DecodeForm
            aria-labelledby={`${ids}-decode`}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              read();
            }}
          >
            <Field label="Manufacturing code" error={error}>
              {(control) => (
                <TextInput
                  {...control}
                  type="text"
                  autoComplete="off"
                  placeholder={example}
                  value={code}
                  onChange={(event) => {
                    setCode(event.target.value);
                    if (error) setError(undefined);
                  }}
                />
              )}
            </Field>
            <Button type="submit">Read code</Button>
          </DecodeForm>
          <div aria-live="polite">
            {decoded ? (
              <DecodedList>
                <dt>Made on</dt>
                <dd>
                  {formatDate(decoded.manufactureDate)} (day {decoded.dayOfYear} of {decoded.year})
                </dd>
                <dt>Facility</dt>
                <dd>
                  {decoded.facility.name} ({decoded.facility.code})
                </dd>
                <dt>Line</dt>
                <dd>{decoded.line}</dd>
                <dt>Time</dt>
                <dd>{decoded.time}</dd>
              </DecodedList>
            ) : null}
          </div>
        </div>
      ) : null}
    </ExplainerRoot>
  );
}
MfgCodeExplainer.displayName = 'MfgCodeExplainer';
