import { Anchor, Text } from '@mantine/core';
import { Fragment } from 'react';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

interface Segment {
  start: number;
  text: string;
  link: boolean;
}

/** The text cut into plain runs and http(s) addresses, each keyed by where it starts. */
export function segmentsOf(text: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    if (match.index > last) segments.push({ start: last, text: text.slice(last, match.index), link: false });
    segments.push({ start: match.index, text: match[0], link: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ start: last, text: text.slice(last), link: false });
  return segments;
}

/** Plain mail text, kept as written (line breaks too), with every http(s) address a link. */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <Text
      component="div"
      size="sm"
      dir="auto"
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      data-testid="mail-text"
    >
      {segmentsOf(text).map((segment) =>
        segment.link ? (
          <Anchor key={segment.start} href={segment.text} target="_blank" rel="noopener noreferrer" inherit>
            {segment.text}
          </Anchor>
        ) : (
          <Fragment key={segment.start}>{segment.text}</Fragment>
        ),
      )}
    </Text>
  );
}
