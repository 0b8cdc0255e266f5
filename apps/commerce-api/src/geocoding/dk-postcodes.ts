/**
 * Danish postcodes (postnumre, four digits): the town each range of postcodes belongs to, from
 * the first postcode of the range ("2100" København Ø, "8000" Aarhus C). Approximate town
 * centres from public maps, to about a kilometre: enough to rank drop points, not to navigate.
 * Codes below 1000 (post-office boxes and firms) and 3800-3999 (the Faroe Islands and
 * Greenland) are no places in Denmark.
 */
import { type Centroid, type CountryPostcodes, coveringRange, pointOf } from './country-postcodes.ts';

/** Range starts, ascending, and the town of each range; null: no postcodes there. */
const RANGES: readonly (readonly [start: number, centroid: Centroid | null])[] = [
  [1000, [55.679, 12.577]], // København K
  [1500, [55.67, 12.555]], // København V
  [1800, [55.679, 12.53]], // Frederiksberg C
  [2100, [55.708, 12.578]], // København Ø
  [2150, [55.714, 12.593]], // Nordhavn
  [2200, [55.697, 12.547]], // København N
  [2300, [55.662, 12.603]], // København S
  [2400, [55.708, 12.53]], // København NV
  [2450, [55.648, 12.54]], // København SV
  [2500, [55.662, 12.51]], // Valby
  [2600, [55.665, 12.4]], // Glostrup
  [2605, [55.65, 12.42]], // Brøndby
  [2610, [55.675, 12.455]], // Rødovre
  [2620, [55.648, 12.35]], // Albertslund
  [2625, [55.64, 12.34]], // Vallensbæk
  [2630, [55.665, 12.28]], // Taastrup
  [2635, [55.63, 12.37]], // Ishøj
  [2640, [55.66, 12.3]], // Hedehusene
  [2650, [55.64, 12.47]], // Hvidovre
  [2660, [55.62, 12.43]], // Brøndby Strand
  [2665, [55.6, 12.33]], // Vallensbæk Strand
  [2670, [55.6, 12.29]], // Greve
  [2680, [55.58, 12.28]], // Solrød Strand
  [2690, [55.56, 12.25]], // Karlslunde
  [2700, [55.705, 12.49]], // Brønshøj
  [2720, [55.687, 12.49]], // Vanløse
  [2730, [55.724, 12.44]], // Herlev
  [2740, [55.72, 12.4]], // Skovlunde
  [2750, [55.73, 12.36]], // Ballerup
  [2760, [55.75, 12.32]], // Måløv
  [2765, [55.74, 12.3]], // Smørum
  [2770, [55.63, 12.64]], // Kastrup
  [2791, [55.59, 12.67]], // Dragør
  [2800, [55.77, 12.5]], // Kongens Lyngby
  [2820, [55.76, 12.53]], // Gentofte
  [2830, [55.79, 12.44]], // Virum
  [2840, [55.82, 12.49]], // Holte
  [2850, [55.82, 12.42]], // Nærum
  [2860, [55.74, 12.46]], // Søborg
  [2870, [55.76, 12.5]], // Dyssegård
  [2880, [55.75, 12.47]], // Bagsværd
  [2900, [55.73, 12.57]], // Hellerup
  [2920, [55.75, 12.58]], // Charlottenlund
  [2930, [55.77, 12.59]], // Klampenborg
  [2942, [55.82, 12.58]], // Skodsborg
  [2950, [55.85, 12.57]], // Vedbæk
  [2960, [55.88, 12.54]], // Rungsted Kyst
  [2970, [55.88, 12.5]], // Hørsholm
  [2980, [55.9, 12.5]], // Kokkedal
  [2990, [55.92, 12.5]], // Nivå
  [3000, [56.03, 12.61]], // Helsingør
  [3100, [56.09, 12.46]], // Hornbæk
  [3200, [56.02, 12.2]], // Helsinge
  [3400, [55.93, 12.3]], // Hillerød
  [3500, [55.78, 12.37]], // Værløse
  [3600, [55.84, 12.07]], // Frederikssund
  [3700, [55.1, 14.7]], // Rønne (Bornholm)
  [3800, null], // Faroe Islands, Greenland
  [4000, [55.64, 12.08]], // Roskilde
  [4100, [55.44, 11.79]], // Ringsted
  [4200, [55.4, 11.35]], // Slagelse
  [4300, [55.72, 11.71]], // Holbæk
  [4400, [55.68, 11.09]], // Kalundborg
  [4500, [55.92, 11.67]], // Nykøbing Sj
  [4600, [55.46, 12.18]], // Køge
  [4700, [55.23, 11.76]], // Næstved
  [4800, [54.77, 11.87]], // Nykøbing F
  [4900, [54.83, 11.14]], // Nakskov
  [5000, [55.4, 10.39]], // Odense
  [5300, [55.45, 10.66]], // Kerteminde
  [5400, [55.57, 10.09]], // Bogense
  [5500, [55.51, 9.73]], // Middelfart
  [5600, [55.1, 10.24]], // Faaborg
  [5700, [55.06, 10.61]], // Svendborg
  [5800, [55.31, 10.79]], // Nyborg
  [5900, [54.94, 10.71]], // Rudkøbing
  [6000, [55.49, 9.47]], // Kolding
  [6100, [55.25, 9.49]], // Haderslev
  [6200, [55.04, 9.42]], // Aabenraa
  [6300, [54.92, 9.6]], // Gråsten
  [6400, [54.91, 9.79]], // Sønderborg
  [6500, [55.25, 9.31]], // Vojens
  [6600, [55.48, 9.14]], // Vejen
  [6700, [55.48, 8.45]], // Esbjerg
  [6760, [55.33, 8.76]], // Ribe
  [6800, [55.62, 8.48]], // Varde
  [6900, [55.95, 8.5]], // Skjern
  [7000, [55.57, 9.75]], // Fredericia
  [7100, [55.71, 9.53]], // Vejle
  [7200, [55.76, 8.93]], // Grindsted
  [7300, [55.76, 9.42]], // Jelling
  [7400, [56.14, 8.97]], // Herning
  [7500, [56.36, 8.62]], // Holstebro
  [7600, [56.49, 8.59]], // Struer
  [7700, [56.96, 8.69]], // Thisted
  [7800, [56.57, 9.03]], // Skive
  [7900, [56.79, 8.86]], // Nykøbing M
  [8000, [56.157, 10.207]], // Aarhus C
  [8200, [56.19, 10.19]], // Aarhus N
  [8210, [56.17, 10.16]], // Aarhus V
  [8220, [56.15, 10.11]], // Brabrand
  [8230, [56.16, 10.16]], // Åbyhøj
  [8240, [56.19, 10.22]], // Risskov
  [8250, [56.21, 10.27]], // Egå
  [8260, [56.13, 10.16]], // Viby J
  [8270, [56.11, 10.19]], // Højbjerg
  [8300, [55.97, 10.15]], // Odder
  [8400, [56.19, 10.68]], // Ebeltoft
  [8500, [56.41, 10.88]], // Grenaa
  [8600, [56.17, 9.55]], // Silkeborg
  [8700, [55.86, 9.85]], // Horsens
  [8800, [56.45, 9.4]], // Viborg
  [8900, [56.46, 10.04]], // Randers
  [9000, [57.05, 9.92]], // Aalborg
  [9200, [57.03, 9.89]], // Aalborg SV
  [9300, [57.33, 10.52]], // Sæby
  [9400, [57.06, 9.92]], // Nørresundby
  [9500, [56.64, 9.79]], // Hobro
  [9600, [56.8, 9.52]], // Aars
  [9700, [57.27, 9.94]], // Brønderslev
  [9800, [57.46, 9.98]], // Hjørring
  [9900, [57.44, 10.54]], // Frederikshavn
  [9990, [57.72, 10.58]], // Skagen
];

/** Danish postcodes (see the file comment). */
export const dkPostcodes: CountryPostcodes = {
  canonical(postcode) {
    const trimmed = postcode.trim().replace(/^DK-?/i, '');
    return /^\d{4}$/.test(trimmed) ? trimmed : null;
  },
  centre(canonical) {
    const centroid = coveringRange(RANGES, Number(canonical));
    return centroid ? pointOf(centroid) : null;
  },
};
