import type { Language } from './language';
import type { IndianState } from './indian-states';

/**
 * Issue 45 item 7: the states' and union territories' names in Hindi, for Hindi pages (checkout's
 * state list, the order page's address). The stored value stays the English name the GST state
 * code is keyed by (indian-states.ts), so invoices and the place of supply never change. Only the
 * server's pages import it: never the storefront's first load.
 */
const STATE_NAMES_HI: Readonly<Record<IndianState, string>> = {
  'Andaman and Nicobar Islands': 'अंडमान और निकोबार द्वीपसमूह',
  'Andhra Pradesh': 'आंध्र प्रदेश',
  'Arunachal Pradesh': 'अरुणाचल प्रदेश',
  Assam: 'असम',
  Bihar: 'बिहार',
  Chandigarh: 'चंडीगढ़',
  Chhattisgarh: 'छत्तीसगढ़',
  'Dadra and Nagar Haveli and Daman and Diu': 'दादरा और नगर हवेली और दमन और दीव',
  Delhi: 'दिल्ली',
  Goa: 'गोवा',
  Gujarat: 'गुजरात',
  Haryana: 'हरियाणा',
  'Himachal Pradesh': 'हिमाचल प्रदेश',
  'Jammu and Kashmir': 'जम्मू और कश्मीर',
  Jharkhand: 'झारखंड',
  Karnataka: 'कर्नाटक',
  Kerala: 'केरल',
  Ladakh: 'लद्दाख',
  Lakshadweep: 'लक्षद्वीप',
  'Madhya Pradesh': 'मध्य प्रदेश',
  Maharashtra: 'महाराष्ट्र',
  Manipur: 'मणिपुर',
  Meghalaya: 'मेघालय',
  Mizoram: 'मिज़ोरम',
  Nagaland: 'नागालैंड',
  Odisha: 'ओडिशा',
  Puducherry: 'पुडुचेरी',
  Punjab: 'पंजाब',
  Rajasthan: 'राजस्थान',
  Sikkim: 'सिक्किम',
  'Tamil Nadu': 'तमिलनाडु',
  Telangana: 'तेलंगाना',
  Tripura: 'त्रिपुरा',
  'Uttar Pradesh': 'उत्तर प्रदेश',
  Uttarakhand: 'उत्तराखंड',
  'West Bengal': 'पश्चिम बंगाल',
};

/** A stored state's name in the language; a value not on our list (an old order's) stays as it is. */
export function stateName(language: Language, state: string): string {
  if (language === 'en' || !Object.hasOwn(STATE_NAMES_HI, state)) return state;
  return STATE_NAMES_HI[state as IndianState];
}
