/**
 * The texts of the two-step settings, in every culture of the back office (decision 0087): a
 * route folder keeps its own texts, and the registry hands them to the app's dictionary.
 */
import { defineTexts } from '../../messages/define-texts.ts';

export const twoFactorSettingsTexts = defineTexts({
  en: {
    'TwoFactorSettings.Title': 'Two-step sign-in settings',
    'TwoFactorSettings.RenewTitle': 'New recovery codes',
    'TwoFactorSettings.RenewBody':
      'Your current recovery codes stop working. Enter the 6-digit code your app shows now to get ten new ones.',
    'TwoFactorSettings.Renew': 'Make new recovery codes',
    'TwoFactorSettings.OffTitle': 'Turn off two-step sign-in',
    'TwoFactorSettings.OffBody':
      'Signing in will then need only your password, and your recovery codes stop working. Enter the 6-digit code your app shows now.',
    'TwoFactorSettings.TurnOff': 'Turn off two-step sign-in',
    'TwoFactorSettings.TurnedOff': 'Two-step sign-in is off.',
    'TwoFactorSettings.Required': 'Owners need two-step sign-in: it cannot be turned off.',
  },
  de: {
    'TwoFactorSettings.Title': 'Einstellungen der Anmeldung in zwei Schritten',
    'TwoFactorSettings.RenewTitle': 'Neue Wiederherstellungscodes',
    'TwoFactorSettings.RenewBody':
      'Ihre bisherigen Wiederherstellungscodes gelten dann nicht mehr. Geben Sie den 6-stelligen Code ein, den Ihre App jetzt zeigt, um zehn neue zu erhalten.',
    'TwoFactorSettings.Renew': 'Neue Wiederherstellungscodes erstellen',
    'TwoFactorSettings.OffTitle': 'Anmeldung in zwei Schritten ausschalten',
    'TwoFactorSettings.OffBody':
      'Die Anmeldung braucht dann nur noch Ihr Passwort, und Ihre Wiederherstellungscodes gelten nicht mehr. Geben Sie den 6-stelligen Code ein, den Ihre App jetzt zeigt.',
    'TwoFactorSettings.TurnOff': 'Anmeldung in zwei Schritten ausschalten',
    'TwoFactorSettings.TurnedOff': 'Die Anmeldung in zwei Schritten ist ausgeschaltet.',
    'TwoFactorSettings.Required':
      'Inhaber brauchen die Anmeldung in zwei Schritten: Sie kann nicht ausgeschaltet werden.',
  },
  da: {
    'TwoFactorSettings.Title': 'Indstillinger for totrinslogin',
    'TwoFactorSettings.RenewTitle': 'Nye gendannelseskoder',
    'TwoFactorSettings.RenewBody':
      'Dine nuværende gendannelseskoder holder op med at virke. Indtast den 6-cifrede kode, din app viser nu, for at få ti nye.',
    'TwoFactorSettings.Renew': 'Lav nye gendannelseskoder',
    'TwoFactorSettings.OffTitle': 'Slå totrinslogin fra',
    'TwoFactorSettings.OffBody':
      'Log ind kræver så kun din adgangskode, og dine gendannelseskoder holder op med at virke. Indtast den 6-cifrede kode, din app viser nu.',
    'TwoFactorSettings.TurnOff': 'Slå totrinslogin fra',
    'TwoFactorSettings.TurnedOff': 'Totrinslogin er slået fra.',
    'TwoFactorSettings.Required': 'Ejere skal have totrinslogin: det kan ikke slås fra.',
  },
});
