/**
 * The `docs` namespace (DESIGN.md section 15): the guides' titles, summaries and headings, and the
 * reference's headings and area names, in English, Spanish and Japanese; English says exactly
 * what the MDX says, and every heading of every guide has its texts (DocsHeading fails the build
 * otherwise, this says which one sooner).
 */
import { readdirSync, readFileSync } from 'node:fs';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';
import en from '~/content/locales/en/docs.json';
import es from '~/content/locales/es/docs.json';
import ja from '~/content/locales/ja/docs.json';
import { docsReferenceLabels } from '~/lib/api-docs/index';
import { describeTranslations } from './support/namespace-locales';

describeTranslations('docs', { en, es, ja }, {
  sameEverywhere: ['pages.authentication.headings.tokens', 'pages.dns-management.headings.dnssec', 'reference.tags.dns', 'reference.tags.tlds'],
});

const guides = readdirSync('src/content/docs').filter((file) => file.endsWith('.mdx')).map((file) => file.replace(/\.mdx$/, ''));

/** The `##` and `###` headings of an MDX guide (outside code blocks) with the ids the build gives them. */
function headingsOf(page: string): [id: string, text: string][] {
  const slugger = new GithubSlugger();
  let fenced = false;
  const headings: [string, string][] = [];
  for (const line of readFileSync(`src/content/docs/${page}.mdx`, 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const match = !fenced && /^#{2,3} (.+)$/.exec(line);
    if (match) headings.push([slugger.slug(match[1]!), match[1]!.replaceAll("'", '’')]);
  }
  return headings;
}

describe('the guides in every language', () => {
  const pages = en.pages as Record<string, { headings: Record<string, string> }>;

  it('has a title and summary for every guide and no other', () => {
    expect(Object.keys(pages).sort()).toEqual([...guides].sort());
  });

  for (const page of guides) {
    it(`/api/${page}: every heading, as the MDX writes it`, () => {
      expect(Object.entries(pages[page]?.headings ?? {})).toEqual(headingsOf(page));
    });
  }
});

it('names the labels the reference repeats, and no other', () => {
  expect(Object.keys(en.reference.labels).sort()).toEqual([...docsReferenceLabels].sort());
});
