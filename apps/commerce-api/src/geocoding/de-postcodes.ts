/**
 * German postcodes (Postleitzahlen, five digits): the centre of each two-digit postcode region
 * (Leitregion: "20" of "20457" is Hamburg), with three-digit refinements where a region spans
 * more than one city. Approximate town centres from public maps, to about a kilometre: enough
 * to rank drop points, not to navigate. Regions not listed ("00", "05", "11", "43", "62") have no
 * postcodes.
 */
import { type Centroid, type CountryPostcodes, pointOf } from './country-postcodes.ts';

/** Two-digit regions and the town at their heart. */
const REGIONS: Readonly<Record<string, Centroid>> = {
  '01': [51.05, 13.74], // Dresden
  '02': [51.18, 14.42], // Bautzen, Görlitz
  '03': [51.76, 14.33], // Cottbus
  '04': [51.34, 12.37], // Leipzig
  '06': [51.48, 11.97], // Halle (Saale)
  '07': [50.88, 11.8], // Gera, Jena
  '08': [50.72, 12.49], // Zwickau
  '09': [50.83, 12.92], // Chemnitz
  '10': [52.52, 13.4], // Berlin
  '12': [52.46, 13.45], // Berlin
  '13': [52.56, 13.33], // Berlin
  '14': [52.39, 13.06], // Potsdam
  '15': [52.34, 14.55], // Frankfurt (Oder)
  '16': [52.83, 13.8], // Eberswalde, Oranienburg
  '17': [53.56, 13.26], // Neubrandenburg
  '18': [54.09, 12.13], // Rostock
  '19': [53.63, 11.41], // Schwerin
  '20': [53.55, 10.0], // Hamburg
  '21': [53.4, 10.1], // Hamburg-Harburg, Lüneburg
  '22': [53.58, 10.03], // Hamburg
  '23': [53.87, 10.69], // Lübeck
  '24': [54.32, 10.13], // Kiel
  '25': [54.0, 9.3], // Itzehoe, Husum
  '26': [53.14, 8.21], // Oldenburg
  '27': [53.4, 8.6], // Bremerhaven, Cuxhaven
  '28': [53.08, 8.8], // Bremen
  '29': [52.62, 10.08], // Celle
  '30': [52.37, 9.73], // Hannover
  '31': [52.15, 9.95], // Hildesheim
  '32': [52.12, 8.67], // Herford, Minden
  '33': [52.02, 8.53], // Bielefeld
  '34': [51.31, 9.48], // Kassel
  '35': [50.58, 8.68], // Gießen, Marburg
  '36': [50.55, 9.68], // Fulda
  '37': [51.54, 9.93], // Göttingen
  '38': [52.27, 10.52], // Braunschweig
  '39': [52.13, 11.63], // Magdeburg
  '40': [51.23, 6.78], // Düsseldorf
  '41': [51.19, 6.44], // Mönchengladbach
  '42': [51.26, 7.15], // Wuppertal
  '44': [51.51, 7.47], // Dortmund
  '45': [51.46, 7.01], // Essen
  '46': [51.47, 6.85], // Oberhausen
  '47': [51.43, 6.76], // Duisburg
  '48': [51.96, 7.63], // Münster
  '49': [52.28, 8.05], // Osnabrück
  '50': [50.94, 6.96], // Köln
  '51': [50.94, 7.0], // Köln
  '52': [50.78, 6.08], // Aachen
  '53': [50.73, 7.1], // Bonn
  '54': [49.75, 6.64], // Trier
  '55': [50.0, 8.27], // Mainz
  '56': [50.36, 7.59], // Koblenz
  '57': [50.87, 8.02], // Siegen
  '58': [51.36, 7.47], // Hagen
  '59': [51.68, 7.82], // Hamm
  '60': [50.11, 8.68], // Frankfurt am Main
  '61': [50.23, 8.61], // Bad Homburg
  '63': [50.0, 9.0], // Offenbach, Aschaffenburg
  '64': [49.87, 8.65], // Darmstadt
  '65': [50.08, 8.24], // Wiesbaden
  '66': [49.24, 6.99], // Saarbrücken
  '67': [49.45, 8.0], // Ludwigshafen, Kaiserslautern
  '68': [49.49, 8.47], // Mannheim
  '69': [49.4, 8.69], // Heidelberg
  '70': [48.78, 9.18], // Stuttgart
  '71': [48.8, 9.1], // Böblingen, Ludwigsburg
  '72': [48.5, 9.1], // Tübingen, Reutlingen
  '73': [48.7, 9.6], // Esslingen, Göppingen
  '74': [49.14, 9.22], // Heilbronn
  '75': [48.89, 8.7], // Pforzheim
  '76': [49.01, 8.4], // Karlsruhe
  '77': [48.47, 7.94], // Offenburg
  '78': [47.9, 8.6], // Konstanz, Villingen-Schwenningen
  '79': [47.99, 7.85], // Freiburg im Breisgau
  '80': [48.14, 11.58], // München
  '81': [48.13, 11.6], // München
  '82': [47.9, 11.2], // Starnberg, Garmisch-Partenkirchen
  '83': [47.86, 12.12], // Rosenheim
  '84': [48.54, 12.15], // Landshut
  '85': [48.5, 11.5], // Ingolstadt, Freising
  '86': [48.37, 10.9], // Augsburg
  '87': [47.73, 10.31], // Kempten
  '88': [47.78, 9.61], // Ravensburg
  '89': [48.4, 9.99], // Ulm
  '90': [49.45, 11.08], // Nürnberg
  '91': [49.6, 11.0], // Erlangen
  '92': [49.5, 12.0], // Amberg, Weiden
  '93': [49.01, 12.1], // Regensburg
  '94': [48.57, 13.43], // Passau
  '95': [50.0, 11.7], // Bayreuth, Hof
  '96': [50.0, 10.9], // Bamberg, Coburg
  '97': [49.79, 9.95], // Würzburg
  '98': [50.6, 10.7], // Suhl
  '99': [50.98, 11.03], // Erfurt
};

/** Three-digit refinements: districts of the big cities that their region's centre misses. */
const DISTRICTS: Readonly<Record<string, Centroid>> = {
  '200': [53.551, 9.993], // Hamburg-Altstadt, Neustadt
  '203': [53.575, 9.965], // Hamburg-Eimsbüttel
  '204': [53.541, 9.99], // Hamburg-HafenCity, St. Pauli
  '205': [53.56, 10.03], // Hamburg-St. Georg, Hamm
  '211': [53.46, 9.98], // Hamburg-Harburg
  '213': [53.25, 10.41], // Lüneburg
  '227': [53.553, 9.935], // Hamburg-Altona
  '800': [48.137, 11.575], // München-Altstadt
  '803': [48.137, 11.57], // München-Altstadt
  '809': [48.18, 11.56], // München-Schwabing
  '813': [48.12, 11.6], // München-Au, Haidhausen
  '101': [52.52, 13.41], // Berlin-Mitte
  '104': [52.535, 13.42], // Berlin-Prenzlauer Berg
};

/** German postcodes (see the file comment). */
export const dePostcodes: CountryPostcodes = {
  canonical(postcode) {
    const trimmed = postcode.trim().replace(/^D-/i, '');
    return /^\d{5}$/.test(trimmed) ? trimmed : null;
  },
  centre(canonical) {
    const region = REGIONS[canonical.slice(0, 2)];
    if (!region) return null;
    return pointOf(DISTRICTS[canonical.slice(0, 3)] ?? region);
  },
};
