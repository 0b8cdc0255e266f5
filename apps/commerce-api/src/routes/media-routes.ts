/**
 * Generated images (no downloads): club logos, banners, icons and product pictures as SVG shapes
 * in the club colours. Served under `/media`; deterministic, so browsers may cache them for long.
 *
 * Every value from data is escaped (`escapeMarkup`) and every colour is `#rrggbb` (the looks parse
 * and re-write them, `shared/theme-colour.ts`); the answers carry a CSP with no script and a sandbox
 * (`generatedImageHeaders`), so an SVG opened on its own runs nothing on the shop's origin.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { ClubLook, ClubLooks } from '../media/club-looks.ts';
import { escapeMarkup as escapeXml } from '../shared/escape-markup.ts';
import { generatedImageHeaders } from '../shared/generated-image-headers.ts';

const hex = /^[0-9A-Fa-f]{6}$/;

function svg(
  c: { body: (data: string, status: 200, headers: Record<string, string>) => Response },
  body: string,
) {
  return c.body(body, 200, {
    'Content-Type': 'image/svg+xml',
    'Cache-Control': 'public, max-age=86400',
    ...generatedImageHeaders,
  });
}

function logo(look: ClubLook): string {
  const club = escapedColours(look);
  const initials = club.siteName
    .split(' ')
    .map((word) => word[0])
    .join('')
    .slice(0, 3);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 140"><path d="M60 4 112 22v46c0 34-24 58-52 68C32 126 8 102 8 68V22z" fill="${club.primaryColor}" stroke="${club.secondaryColor}" stroke-width="6"/><text x="60" y="84" font-family="sans-serif" font-weight="700" font-size="34" fill="${club.secondaryColor}" text-anchor="middle">${escapeXml(initials)}</text></svg>`;
}

function banner(look: ClubLook, name: string): string {
  const club = escapedColours(look);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600"><rect width="1600" height="600" fill="${club.primaryColor}"/><circle cx="1250" cy="300" r="260" fill="${club.secondaryColor}" opacity="0.85"/><rect x="0" y="460" width="1600" height="40" fill="${club.secondaryColor}" opacity="0.5"/><path d="M0 600 400 380 800 600z" fill="${club.textColor}" opacity="0.3"/><text x="80" y="300" font-family="sans-serif" font-weight="700" font-size="96" fill="${club.secondaryColor}">${escapeXml(club.siteName)}</text><text x="80" y="380" font-family="sans-serif" font-size="40" fill="#fff" opacity="0.8">${escapeXml(name)}</text></svg>`;
}

/**
 * The look with its colours escaped too: they are `#rrggbb` already (`club-looks.ts`), and
 * escaping them as well keeps the rule "every interpolated value is escaped" without exceptions.
 */
function escapedColours(look: ClubLook): ClubLook {
  return {
    ...look,
    primaryColor: escapeXml(look.primaryColor),
    secondaryColor: escapeXml(look.secondaryColor),
    textColor: escapeXml(look.textColor),
  };
}

function product(kind: string, colour: string, view: string): string {
  // `colour` is six hex digits (checked by the route).
  const fill = `#${colour}`;
  const trim = view === '2' ? '#333' : '#fff';
  const shapes: Record<string, string> = {
    shirt: `<path d="M140 60 200 40c20 30 80 30 100 0l60 20 80 80-50 60-40-30v230H150V170l-40 30-50-60z" fill="${fill}" stroke="${trim}" stroke-width="6"/><path d="M200 40c20 30 80 30 100 0" fill="none" stroke="${trim}" stroke-width="10"/>`,
    jacket: `<path d="M150 50h200l90 90-50 70-40-30v230H150V180l-40 30-50-70z" fill="${fill}" stroke="${trim}" stroke-width="6"/><line x1="250" y1="50" x2="250" y2="410" stroke="${trim}" stroke-width="8"/>`,
    pants: `<path d="M170 50h160l30 360h-90l-20-250-20 250h-90z" fill="${fill}" stroke="${trim}" stroke-width="6"/>`,
    scarf: `<rect x="80" y="200" width="340" height="80" fill="${fill}" stroke="${trim}" stroke-width="6"/><rect x="150" y="200" width="40" height="80" fill="${trim}"/><rect x="310" y="200" width="40" height="80" fill="${trim}"/>`,
    cap: `<path d="M110 300c0-110 70-170 140-170s140 60 140 170z" fill="${fill}" stroke="${trim}" stroke-width="6"/><path d="M110 300h300l60 30H110z" fill="${trim}"/>`,
    mug: `<rect x="140" y="150" width="180" height="220" rx="20" fill="${fill}" stroke="${trim}" stroke-width="6"/><path d="M320 200h40c30 0 30 110 0 110h-40" fill="none" stroke="${fill}" stroke-width="24"/>`,
    keyring: `<circle cx="250" cy="170" r="60" fill="none" stroke="#999" stroke-width="12"/><path d="M250 230 330 330 250 430 170 330z" fill="${fill}" stroke="${trim}" stroke-width="6"/>`,
  };
  const family = kind.endsWith('shirt') || kind === 'top' ? 'shirt' : kind === 'shorts' ? 'pants' : kind;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 500"><rect width="500" height="500" fill="#F4F4F4"/>${shapes[family] ?? shapes.shirt}</svg>`;
}

const icons: Record<string, string> = {
  truck:
    '<path d="M2 7h12v9H2zM14 10h4l3 3v3h-7z"/><circle cx="6" cy="17" r="2"/><circle cx="17" cy="17" r="2"/>',
  return: '<path d="M4 12a8 8 0 1 0 3-6.2L4 8V3"/>',
  crest: '<path d="M12 2 20 5v7c0 5-4 9-8 10-4-1-8-5-8-10V5z"/>',
};

/** The `/media` routes; logos and banners in the looks of the club `looks` finds. */
export function mediaRoutes(looks: ClubLooks) {
  const app = new Hono<AppEnv>();
  app.get('/logo/:file', async (c) => {
    const file = c.req.param('file');
    const club = file.endsWith('.svg') ? await looks(file.slice(0, -'.svg'.length)) : undefined;
    return club ? svg(c, logo(club)) : c.notFound();
  });
  app.get('/banner/:club/:file', async (c) => {
    const club = await looks(c.req.param('club'));
    const name = c.req.param('file').replace(/\.svg$/, '');
    return club ? svg(c, banner(club, club.stadium + (name === 'hero' ? '' : ` · ${name}`))) : c.notFound();
  });
  app.get('/icon/:file', (c) => {
    const icon = icons[c.req.param('file').replace(/\.svg$/, '')];
    return icon
      ? svg(
          c,
          `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2">${icon}</svg>`,
        )
      : c.notFound();
  });
  app.get('/product/:kind/:colour/:file', (c) => {
    const colour = c.req.param('colour');
    const view = c.req.param('file').replace(/\.svg$/, '');
    if (!hex.test(colour) || !/^[a-z-]{2,20}$/.test(c.req.param('kind'))) return c.notFound();
    return svg(c, product(c.req.param('kind'), colour, view));
  });
  return app;
}
