import type { ReactElement } from 'react';
import type { ClaimIconKey } from '@larder/domain';

// The claim seals apart from the packaging drawings (icons.tsx): product tiles, key facts and the claims' sprite
// draw only these (issue 12 item 7).

/** Abbreviation drawn inside each claim seal; "No …" claims get a strike-through. */
const claimGlyphs: Record<ClaimIconKey, { text: string; strike: boolean }> = {
  msg: { text: 'MSG', strike: true },
  hfcs: { text: 'HFCS', strike: true },
  edta: { text: 'EDTA', strike: true },
  artificialFlavors: { text: 'AF', strike: true },
  syntheticColors: { text: 'SC', strike: true },
  artificialPreservatives: { text: 'AP', strike: true },
  gluten: { text: 'GF', strike: false },
  fatFree: { text: 'FF', strike: false },
  lite: { text: 'LITE', strike: false },
};

/** The letters a claim's seal shows ('MSG', 'AP', …): short and unique, so they also name its sprite symbol. */
export function claimAbbreviation(key: ClaimIconKey): string {
  return claimGlyphs[key].text;
}

/** A claim seal's drawing (undefined for a key without one). */
export function claimIconShape(key: ClaimIconKey): ReactElement | undefined {
  if (!(key in claimGlyphs)) return undefined;
  const { text, strike } = claimGlyphs[key];
  // Fitted inside the ring (never wider than 13 of its 16 inner units) whatever face draws it. The strike stops
  // short of the letters' box (at most 13 wide and 4.8 tall around the centre) and resumes past it, so it never
  // crosses a letter wherever the seal is drawn: inline, or from the sprite, where no halo of the use site reaches.
  return (
    <>
      <circle cx="12" cy="12" r="10" />
      {strike ? <path d="M5 19L8.6 15.4M15.4 8.6L19 5" /> : null}
      {/*
        Baseline, anchor, weight, family and paint are attributes of the text itself, not CSS of an ancestor: a
        sprite's symbol is drawn inside each `<use>`, where no selector of the sprite reaches and the use site's
        strokes would be inherited (IconSprite).
      */}
      <text
        x="12"
        y="12"
        dominantBaseline="central"
        textAnchor="middle"
        fontWeight={700}
        fontFamily="Arial, 'Liberation Sans', sans-serif"
        fill="currentColor"
        stroke="none"
        fontSize={text.length > 3 ? 5 : 6.5}
        {...(text.length >= 3 ? { textLength: 13, lengthAdjust: 'spacingAndGlyphs' } : {})}
      >
        {text}
      </text>
    </>
  );
}
