/**
 * British postcodes (GB, with Northern Ireland, the Isle of Man and the Channel Islands): the
 * centre of each postcode area (the letters of the outward code: "SW" of "SW1Y 5AG"), and of a
 * few central districts of London, Manchester, Birmingham and Bristol where an area spans a city.
 * Approximate town centres from public maps, to about a kilometre: enough to rank drop points,
 * not to navigate. An area not listed ("ZZ") has no postcodes.
 */
import { type Centroid, type CountryPostcodes, pointOf } from './country-postcodes.ts';

/** Postcode areas (the 121 geographic ones) and the town each is named after. */
const AREAS: Readonly<Record<string, Centroid>> = {
  AB: [57.15, -2.11], // Aberdeen
  AL: [51.75, -0.34], // St Albans
  B: [52.48, -1.9], // Birmingham
  BA: [51.38, -2.36], // Bath
  BB: [53.75, -2.48], // Blackburn
  BD: [53.79, -1.75], // Bradford
  BH: [50.72, -1.88], // Bournemouth
  BL: [53.58, -2.43], // Bolton
  BN: [50.83, -0.14], // Brighton
  BR: [51.4, 0.02], // Bromley
  BS: [51.45, -2.59], // Bristol
  BT: [54.6, -5.93], // Belfast
  CA: [54.89, -2.94], // Carlisle
  CB: [52.21, 0.12], // Cambridge
  CF: [51.48, -3.18], // Cardiff
  CH: [53.19, -2.89], // Chester
  CM: [51.74, 0.47], // Chelmsford
  CO: [51.89, 0.9], // Colchester
  CR: [51.37, -0.1], // Croydon
  CT: [51.28, 1.08], // Canterbury
  CV: [52.41, -1.51], // Coventry
  CW: [53.1, -2.44], // Crewe
  DA: [51.44, 0.22], // Dartford
  DD: [56.46, -2.97], // Dundee
  DE: [52.92, -1.48], // Derby
  DG: [55.07, -3.61], // Dumfries
  DH: [54.78, -1.57], // Durham
  DL: [54.52, -1.55], // Darlington
  DN: [53.52, -1.13], // Doncaster
  DT: [50.71, -2.44], // Dorchester
  DY: [52.51, -2.09], // Dudley
  E: [51.54, -0.03], // London East
  EC: [51.52, -0.09], // London East Central
  EH: [55.95, -3.19], // Edinburgh
  EN: [51.65, -0.08], // Enfield
  EX: [50.72, -3.53], // Exeter
  FK: [56.0, -3.78], // Falkirk
  FY: [53.82, -3.05], // Blackpool
  G: [55.86, -4.25], // Glasgow
  GL: [51.86, -2.24], // Gloucester
  GU: [51.24, -0.57], // Guildford
  GY: [49.45, -2.54], // Guernsey
  HA: [51.58, -0.34], // Harrow
  HD: [53.65, -1.78], // Huddersfield
  HG: [53.99, -1.54], // Harrogate
  HP: [51.75, -0.47], // Hemel Hempstead
  HR: [52.06, -2.72], // Hereford
  HS: [58.21, -6.39], // Outer Hebrides
  HU: [53.74, -0.33], // Hull
  HX: [53.72, -1.86], // Halifax
  IG: [51.56, 0.07], // Ilford
  IM: [54.15, -4.48], // Isle of Man
  IP: [52.06, 1.16], // Ipswich
  IV: [57.48, -4.22], // Inverness
  JE: [49.19, -2.11], // Jersey
  KA: [55.61, -4.5], // Kilmarnock
  KT: [51.41, -0.3], // Kingston upon Thames
  KW: [58.98, -2.96], // Kirkwall
  KY: [56.11, -3.16], // Kirkcaldy
  L: [53.41, -2.98], // Liverpool
  LA: [54.05, -2.8], // Lancaster
  LD: [52.24, -3.38], // Llandrindod Wells
  LE: [52.64, -1.13], // Leicester
  LL: [53.32, -3.83], // Llandudno
  LN: [53.23, -0.54], // Lincoln
  LS: [53.8, -1.55], // Leeds
  LU: [51.88, -0.42], // Luton
  M: [53.48, -2.24], // Manchester
  ME: [51.39, 0.5], // Rochester
  MK: [52.04, -0.76], // Milton Keynes
  ML: [55.79, -3.99], // Motherwell
  N: [51.57, -0.11], // London North
  NE: [54.97, -1.61], // Newcastle upon Tyne
  NG: [52.95, -1.15], // Nottingham
  NN: [52.24, -0.9], // Northampton
  NP: [51.58, -3.0], // Newport
  NR: [52.63, 1.3], // Norwich
  NW: [51.55, -0.18], // London North West
  OL: [53.54, -2.12], // Oldham
  OX: [51.75, -1.26], // Oxford
  PA: [55.85, -4.42], // Paisley
  PE: [52.57, -0.24], // Peterborough
  PH: [56.4, -3.43], // Perth
  PL: [50.38, -4.14], // Plymouth
  PO: [50.8, -1.09], // Portsmouth
  PR: [53.76, -2.7], // Preston
  RG: [51.45, -0.97], // Reading
  RH: [51.24, -0.17], // Redhill
  RM: [51.58, 0.18], // Romford
  S: [53.38, -1.47], // Sheffield
  SA: [51.62, -3.94], // Swansea
  SE: [51.47, -0.06], // London South East
  SG: [51.9, -0.2], // Stevenage
  SK: [53.41, -2.15], // Stockport
  SL: [51.51, -0.59], // Slough
  SM: [51.36, -0.19], // Sutton
  SN: [51.56, -1.78], // Swindon
  SO: [50.9, -1.4], // Southampton
  SP: [51.07, -1.79], // Salisbury
  SR: [54.91, -1.38], // Sunderland
  SS: [51.54, 0.71], // Southend-on-Sea
  ST: [53.0, -2.18], // Stoke-on-Trent
  SW: [51.46, -0.17], // London South West
  SY: [52.71, -2.75], // Shrewsbury
  TA: [51.02, -3.1], // Taunton
  TD: [55.62, -2.81], // Galashiels
  TF: [52.68, -2.45], // Telford
  TN: [51.2, 0.27], // Tonbridge
  TQ: [50.46, -3.53], // Torquay
  TR: [50.26, -5.05], // Truro
  TS: [54.57, -1.23], // Middlesbrough
  TW: [51.45, -0.33], // Twickenham
  UB: [51.52, -0.4], // Southall
  W: [51.51, -0.2], // London West
  WA: [53.39, -2.59], // Warrington
  WC: [51.52, -0.12], // London West Central
  WD: [51.66, -0.4], // Watford
  WF: [53.68, -1.5], // Wakefield
  WN: [53.55, -2.63], // Wigan
  WR: [52.19, -2.22], // Worcester
  WS: [52.59, -1.98], // Walsall
  WV: [52.59, -2.13], // Wolverhampton
  YO: [53.96, -1.08], // York
  ZE: [60.15, -1.15], // Lerwick
};

/**
 * Districts nearer than their area's centre: central London, Manchester, Birmingham, Bristol.
 * Keys are outward codes ("SW1Y") or their digits part ("SW1": every SW1x not listed).
 */
const DISTRICTS: Readonly<Record<string, Centroid>> = {
  EC1: [51.524, -0.1],
  EC2: [51.518, -0.087],
  EC3: [51.512, -0.08],
  EC4: [51.513, -0.1],
  WC1: [51.522, -0.122],
  WC2: [51.512, -0.123],
  W1: [51.515, -0.145],
  SW1: [51.497, -0.137],
  SW1A: [51.502, -0.139],
  SW1Y: [51.507, -0.134],
  SE1: [51.501, -0.094],
  N1: [51.538, -0.1],
  NW1: [51.535, -0.142],
  E1: [51.517, -0.06],
  E14: [51.505, -0.02],
  M1: [53.479, -2.236],
  M2: [53.48, -2.244],
  M3: [53.483, -2.25],
  M4: [53.484, -2.228],
  B1: [52.479, -1.908],
  B2: [52.48, -1.897],
  B3: [52.483, -1.9],
  B4: [52.484, -1.891],
  B5: [52.471, -1.893],
  BS1: [51.454, -2.593],
  BS2: [51.46, -2.58],
  BS8: [51.457, -2.617],
};

/**
 * A full postcode ("SW1Y 5AG") or an outward code alone ("SW1Y"): area letters, district digit
 * with an optional digit or letter, then the inward code (a digit and two letters).
 */
const POSTCODE = /^([A-Z]{1,2})(\d[A-Z\d]?)(\d[A-Z]{2})?$/;

/** British postcodes (see the file comment). */
export const gbPostcodes: CountryPostcodes = {
  canonical(postcode) {
    const match = POSTCODE.exec(postcode.replace(/\s+/g, '').toUpperCase());
    if (!match) return null;
    const [, area, district, inward] = match;
    return inward ? `${area}${district} ${inward}` : `${area}${district}`;
  },
  centre(canonical) {
    const match = POSTCODE.exec(canonical.replace(/\s+/g, ''));
    const area = match?.[1];
    const district = match?.[2];
    if (!area || !district) return null;
    if (!AREAS[area]) return null;
    // "SW1Y" falls back on "SW1", but "SW19" (Wimbledon) must not: only a letter is dropped.
    const withoutLetter = /^\d[A-Z]$/.test(district) ? `${area}${district[0]}` : undefined;
    const centroid =
      DISTRICTS[`${area}${district}`] ??
      (withoutLetter ? DISTRICTS[withoutLetter] : undefined) ??
      AREAS[area];
    return pointOf(centroid);
  },
};
