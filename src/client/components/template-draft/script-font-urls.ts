/* The TTF files of SCRIPT_FONTS and EMOJI_FONTS (contracts/lettering-scripts.ts) as URLs Vite emits: the server
 * renders with these very files. This module is imported only when a name uses one of those
 * scripts, so neither the home page nor a Latin name pays for the list. */
import f_BalooBhai2_500Medium from '@expo-google-fonts/baloo-bhai-2/500Medium/BalooBhai2_500Medium.ttf?url';
import f_BalooBhai2_800ExtraBold from '@expo-google-fonts/baloo-bhai-2/800ExtraBold/BalooBhai2_800ExtraBold.ttf?url';
import f_BalooBhaina2_500Medium from '@expo-google-fonts/baloo-bhaina-2/BalooBhaina2_500Medium.ttf?url';
import f_BalooBhaina2_800ExtraBold from '@expo-google-fonts/baloo-bhaina-2/BalooBhaina2_800ExtraBold.ttf?url';
import f_BalooChettan2_500Medium from '@expo-google-fonts/baloo-chettan-2/500Medium/BalooChettan2_500Medium.ttf?url';
import f_BalooChettan2_800ExtraBold from '@expo-google-fonts/baloo-chettan-2/800ExtraBold/BalooChettan2_800ExtraBold.ttf?url';
import f_BalooDa2_500Medium from '@expo-google-fonts/baloo-da-2/BalooDa2_500Medium.ttf?url';
import f_BalooDa2_800ExtraBold from '@expo-google-fonts/baloo-da-2/BalooDa2_800ExtraBold.ttf?url';
import f_BalooPaaji2_500Medium from '@expo-google-fonts/baloo-paaji-2/BalooPaaji2_500Medium.ttf?url';
import f_BalooPaaji2_800ExtraBold from '@expo-google-fonts/baloo-paaji-2/BalooPaaji2_800ExtraBold.ttf?url';
import f_BalooTamma2_500Medium from '@expo-google-fonts/baloo-tamma-2/500Medium/BalooTamma2_500Medium.ttf?url';
import f_BalooTamma2_800ExtraBold from '@expo-google-fonts/baloo-tamma-2/800ExtraBold/BalooTamma2_800ExtraBold.ttf?url';
import f_BalooTammudu2_500Medium from '@expo-google-fonts/baloo-tammudu-2/BalooTammudu2_500Medium.ttf?url';
import f_BalooTammudu2_800ExtraBold from '@expo-google-fonts/baloo-tammudu-2/BalooTammudu2_800ExtraBold.ttf?url';
import f_BalooThambi2_500Medium from '@expo-google-fonts/baloo-thambi-2/500Medium/BalooThambi2_500Medium.ttf?url';
import f_BalooThambi2_800ExtraBold from '@expo-google-fonts/baloo-thambi-2/800ExtraBold/BalooThambi2_800ExtraBold.ttf?url';
import f_NotoNaskhArabic_400Regular from '@expo-google-fonts/noto-naskh-arabic/400Regular/NotoNaskhArabic_400Regular.ttf?url';
import f_NotoNaskhArabic_600SemiBold from '@expo-google-fonts/noto-naskh-arabic/600SemiBold/NotoNaskhArabic_600SemiBold.ttf?url';
import f_NotoNaskhArabic_700Bold from '@expo-google-fonts/noto-naskh-arabic/700Bold/NotoNaskhArabic_700Bold.ttf?url';
import f_NotoNastaliqUrdu_500Medium from '@expo-google-fonts/noto-nastaliq-urdu/500Medium/NotoNastaliqUrdu_500Medium.ttf?url';
import f_NotoNastaliqUrdu_700Bold from '@expo-google-fonts/noto-nastaliq-urdu/700Bold/NotoNastaliqUrdu_700Bold.ttf?url';
import f_NotoEmoji_300Light from '@expo-google-fonts/noto-emoji/300Light/NotoEmoji_300Light.ttf?url';
import f_NotoEmoji_500Medium from '@expo-google-fonts/noto-emoji/500Medium/NotoEmoji_500Medium.ttf?url';
import f_NotoEmoji_600SemiBold from '@expo-google-fonts/noto-emoji/600SemiBold/NotoEmoji_600SemiBold.ttf?url';
import f_NotoEmoji_700Bold from '@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf?url';
import f_NotoSansBengali_300Light from '@expo-google-fonts/noto-sans-bengali/300Light/NotoSansBengali_300Light.ttf?url';
import f_NotoSansBengali_600SemiBold from '@expo-google-fonts/noto-sans-bengali/600SemiBold/NotoSansBengali_600SemiBold.ttf?url';
import f_NotoSansBengali_800ExtraBold from '@expo-google-fonts/noto-sans-bengali/800ExtraBold/NotoSansBengali_800ExtraBold.ttf?url';
import f_NotoSansGujarati_300Light from '@expo-google-fonts/noto-sans-gujarati/300Light/NotoSansGujarati_300Light.ttf?url';
import f_NotoSansGujarati_600SemiBold from '@expo-google-fonts/noto-sans-gujarati/600SemiBold/NotoSansGujarati_600SemiBold.ttf?url';
import f_NotoSansGujarati_700Bold from '@expo-google-fonts/noto-sans-gujarati/700Bold/NotoSansGujarati_700Bold.ttf?url';
import f_NotoSansGujarati_800ExtraBold from '@expo-google-fonts/noto-sans-gujarati/800ExtraBold/NotoSansGujarati_800ExtraBold.ttf?url';
import f_NotoSansGurmukhi_300Light from '@expo-google-fonts/noto-sans-gurmukhi/300Light/NotoSansGurmukhi_300Light.ttf?url';
import f_NotoSansGurmukhi_600SemiBold from '@expo-google-fonts/noto-sans-gurmukhi/600SemiBold/NotoSansGurmukhi_600SemiBold.ttf?url';
import f_NotoSansGurmukhi_700Bold from '@expo-google-fonts/noto-sans-gurmukhi/700Bold/NotoSansGurmukhi_700Bold.ttf?url';
import f_NotoSansGurmukhi_800ExtraBold from '@expo-google-fonts/noto-sans-gurmukhi/800ExtraBold/NotoSansGurmukhi_800ExtraBold.ttf?url';
import f_NotoSansKannada_300Light from '@expo-google-fonts/noto-sans-kannada/300Light/NotoSansKannada_300Light.ttf?url';
import f_NotoSansKannada_600SemiBold from '@expo-google-fonts/noto-sans-kannada/600SemiBold/NotoSansKannada_600SemiBold.ttf?url';
import f_NotoSansKannada_700Bold from '@expo-google-fonts/noto-sans-kannada/700Bold/NotoSansKannada_700Bold.ttf?url';
import f_NotoSansKannada_800ExtraBold from '@expo-google-fonts/noto-sans-kannada/800ExtraBold/NotoSansKannada_800ExtraBold.ttf?url';
import f_NotoSansMalayalam_300Light from '@expo-google-fonts/noto-sans-malayalam/300Light/NotoSansMalayalam_300Light.ttf?url';
import f_NotoSansMalayalam_600SemiBold from '@expo-google-fonts/noto-sans-malayalam/600SemiBold/NotoSansMalayalam_600SemiBold.ttf?url';
import f_NotoSansMalayalam_700Bold from '@expo-google-fonts/noto-sans-malayalam/700Bold/NotoSansMalayalam_700Bold.ttf?url';
import f_NotoSansMalayalam_800ExtraBold from '@expo-google-fonts/noto-sans-malayalam/800ExtraBold/NotoSansMalayalam_800ExtraBold.ttf?url';
import f_NotoSansOriya_300Light from '@expo-google-fonts/noto-sans-oriya/300Light/NotoSansOriya_300Light.ttf?url';
import f_NotoSansOriya_600SemiBold from '@expo-google-fonts/noto-sans-oriya/600SemiBold/NotoSansOriya_600SemiBold.ttf?url';
import f_NotoSansOriya_700Bold from '@expo-google-fonts/noto-sans-oriya/700Bold/NotoSansOriya_700Bold.ttf?url';
import f_NotoSansOriya_800ExtraBold from '@expo-google-fonts/noto-sans-oriya/800ExtraBold/NotoSansOriya_800ExtraBold.ttf?url';
import f_NotoSansTamil_300Light from '@expo-google-fonts/noto-sans-tamil/300Light/NotoSansTamil_300Light.ttf?url';
import f_NotoSansTamil_600SemiBold from '@expo-google-fonts/noto-sans-tamil/600SemiBold/NotoSansTamil_600SemiBold.ttf?url';
import f_NotoSansTamil_700Bold from '@expo-google-fonts/noto-sans-tamil/700Bold/NotoSansTamil_700Bold.ttf?url';
import f_NotoSansTamil_800ExtraBold from '@expo-google-fonts/noto-sans-tamil/800ExtraBold/NotoSansTamil_800ExtraBold.ttf?url';
import f_NotoSansTelugu_300Light from '@expo-google-fonts/noto-sans-telugu/300Light/NotoSansTelugu_300Light.ttf?url';
import f_NotoSansTelugu_600SemiBold from '@expo-google-fonts/noto-sans-telugu/600SemiBold/NotoSansTelugu_600SemiBold.ttf?url';
import f_NotoSansTelugu_800ExtraBold from '@expo-google-fonts/noto-sans-telugu/800ExtraBold/NotoSansTelugu_800ExtraBold.ttf?url';
import f_NotoSerifBengali_700Bold from '@expo-google-fonts/noto-serif-bengali/700Bold/NotoSerifBengali_700Bold.ttf?url';
import f_NotoSerifTelugu_700Bold from '@expo-google-fonts/noto-serif-telugu/700Bold/NotoSerifTelugu_700Bold.ttf?url';

/** npm module path -> the URL of that font file. */
export const SCRIPT_FONT_URLS: Record<string, string> = {
  '@expo-google-fonts/baloo-bhai-2/500Medium/BalooBhai2_500Medium.ttf': f_BalooBhai2_500Medium,
  '@expo-google-fonts/baloo-bhai-2/800ExtraBold/BalooBhai2_800ExtraBold.ttf': f_BalooBhai2_800ExtraBold,
  '@expo-google-fonts/baloo-bhaina-2/BalooBhaina2_500Medium.ttf': f_BalooBhaina2_500Medium,
  '@expo-google-fonts/baloo-bhaina-2/BalooBhaina2_800ExtraBold.ttf': f_BalooBhaina2_800ExtraBold,
  '@expo-google-fonts/baloo-chettan-2/500Medium/BalooChettan2_500Medium.ttf': f_BalooChettan2_500Medium,
  '@expo-google-fonts/baloo-chettan-2/800ExtraBold/BalooChettan2_800ExtraBold.ttf': f_BalooChettan2_800ExtraBold,
  '@expo-google-fonts/baloo-da-2/BalooDa2_500Medium.ttf': f_BalooDa2_500Medium,
  '@expo-google-fonts/baloo-da-2/BalooDa2_800ExtraBold.ttf': f_BalooDa2_800ExtraBold,
  '@expo-google-fonts/baloo-paaji-2/BalooPaaji2_500Medium.ttf': f_BalooPaaji2_500Medium,
  '@expo-google-fonts/baloo-paaji-2/BalooPaaji2_800ExtraBold.ttf': f_BalooPaaji2_800ExtraBold,
  '@expo-google-fonts/baloo-tamma-2/500Medium/BalooTamma2_500Medium.ttf': f_BalooTamma2_500Medium,
  '@expo-google-fonts/baloo-tamma-2/800ExtraBold/BalooTamma2_800ExtraBold.ttf': f_BalooTamma2_800ExtraBold,
  '@expo-google-fonts/baloo-tammudu-2/BalooTammudu2_500Medium.ttf': f_BalooTammudu2_500Medium,
  '@expo-google-fonts/baloo-tammudu-2/BalooTammudu2_800ExtraBold.ttf': f_BalooTammudu2_800ExtraBold,
  '@expo-google-fonts/baloo-thambi-2/500Medium/BalooThambi2_500Medium.ttf': f_BalooThambi2_500Medium,
  '@expo-google-fonts/baloo-thambi-2/800ExtraBold/BalooThambi2_800ExtraBold.ttf': f_BalooThambi2_800ExtraBold,
  '@expo-google-fonts/noto-naskh-arabic/400Regular/NotoNaskhArabic_400Regular.ttf': f_NotoNaskhArabic_400Regular,
  '@expo-google-fonts/noto-naskh-arabic/600SemiBold/NotoNaskhArabic_600SemiBold.ttf': f_NotoNaskhArabic_600SemiBold,
  '@expo-google-fonts/noto-naskh-arabic/700Bold/NotoNaskhArabic_700Bold.ttf': f_NotoNaskhArabic_700Bold,
  '@expo-google-fonts/noto-nastaliq-urdu/500Medium/NotoNastaliqUrdu_500Medium.ttf': f_NotoNastaliqUrdu_500Medium,
  '@expo-google-fonts/noto-nastaliq-urdu/700Bold/NotoNastaliqUrdu_700Bold.ttf': f_NotoNastaliqUrdu_700Bold,
  '@expo-google-fonts/noto-emoji/300Light/NotoEmoji_300Light.ttf': f_NotoEmoji_300Light,
  '@expo-google-fonts/noto-emoji/500Medium/NotoEmoji_500Medium.ttf': f_NotoEmoji_500Medium,
  '@expo-google-fonts/noto-emoji/600SemiBold/NotoEmoji_600SemiBold.ttf': f_NotoEmoji_600SemiBold,
  '@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf': f_NotoEmoji_700Bold,
  '@expo-google-fonts/noto-sans-bengali/300Light/NotoSansBengali_300Light.ttf': f_NotoSansBengali_300Light,
  '@expo-google-fonts/noto-sans-bengali/600SemiBold/NotoSansBengali_600SemiBold.ttf': f_NotoSansBengali_600SemiBold,
  '@expo-google-fonts/noto-sans-bengali/800ExtraBold/NotoSansBengali_800ExtraBold.ttf': f_NotoSansBengali_800ExtraBold,
  '@expo-google-fonts/noto-sans-gujarati/300Light/NotoSansGujarati_300Light.ttf': f_NotoSansGujarati_300Light,
  '@expo-google-fonts/noto-sans-gujarati/600SemiBold/NotoSansGujarati_600SemiBold.ttf': f_NotoSansGujarati_600SemiBold,
  '@expo-google-fonts/noto-sans-gujarati/700Bold/NotoSansGujarati_700Bold.ttf': f_NotoSansGujarati_700Bold,
  '@expo-google-fonts/noto-sans-gujarati/800ExtraBold/NotoSansGujarati_800ExtraBold.ttf':
    f_NotoSansGujarati_800ExtraBold,
  '@expo-google-fonts/noto-sans-gurmukhi/300Light/NotoSansGurmukhi_300Light.ttf': f_NotoSansGurmukhi_300Light,
  '@expo-google-fonts/noto-sans-gurmukhi/600SemiBold/NotoSansGurmukhi_600SemiBold.ttf': f_NotoSansGurmukhi_600SemiBold,
  '@expo-google-fonts/noto-sans-gurmukhi/700Bold/NotoSansGurmukhi_700Bold.ttf': f_NotoSansGurmukhi_700Bold,
  '@expo-google-fonts/noto-sans-gurmukhi/800ExtraBold/NotoSansGurmukhi_800ExtraBold.ttf':
    f_NotoSansGurmukhi_800ExtraBold,
  '@expo-google-fonts/noto-sans-kannada/300Light/NotoSansKannada_300Light.ttf': f_NotoSansKannada_300Light,
  '@expo-google-fonts/noto-sans-kannada/600SemiBold/NotoSansKannada_600SemiBold.ttf': f_NotoSansKannada_600SemiBold,
  '@expo-google-fonts/noto-sans-kannada/700Bold/NotoSansKannada_700Bold.ttf': f_NotoSansKannada_700Bold,
  '@expo-google-fonts/noto-sans-kannada/800ExtraBold/NotoSansKannada_800ExtraBold.ttf': f_NotoSansKannada_800ExtraBold,
  '@expo-google-fonts/noto-sans-malayalam/300Light/NotoSansMalayalam_300Light.ttf': f_NotoSansMalayalam_300Light,
  '@expo-google-fonts/noto-sans-malayalam/600SemiBold/NotoSansMalayalam_600SemiBold.ttf':
    f_NotoSansMalayalam_600SemiBold,
  '@expo-google-fonts/noto-sans-malayalam/700Bold/NotoSansMalayalam_700Bold.ttf': f_NotoSansMalayalam_700Bold,
  '@expo-google-fonts/noto-sans-malayalam/800ExtraBold/NotoSansMalayalam_800ExtraBold.ttf':
    f_NotoSansMalayalam_800ExtraBold,
  '@expo-google-fonts/noto-sans-oriya/300Light/NotoSansOriya_300Light.ttf': f_NotoSansOriya_300Light,
  '@expo-google-fonts/noto-sans-oriya/600SemiBold/NotoSansOriya_600SemiBold.ttf': f_NotoSansOriya_600SemiBold,
  '@expo-google-fonts/noto-sans-oriya/700Bold/NotoSansOriya_700Bold.ttf': f_NotoSansOriya_700Bold,
  '@expo-google-fonts/noto-sans-oriya/800ExtraBold/NotoSansOriya_800ExtraBold.ttf': f_NotoSansOriya_800ExtraBold,
  '@expo-google-fonts/noto-sans-tamil/300Light/NotoSansTamil_300Light.ttf': f_NotoSansTamil_300Light,
  '@expo-google-fonts/noto-sans-tamil/600SemiBold/NotoSansTamil_600SemiBold.ttf': f_NotoSansTamil_600SemiBold,
  '@expo-google-fonts/noto-sans-tamil/700Bold/NotoSansTamil_700Bold.ttf': f_NotoSansTamil_700Bold,
  '@expo-google-fonts/noto-sans-tamil/800ExtraBold/NotoSansTamil_800ExtraBold.ttf': f_NotoSansTamil_800ExtraBold,
  '@expo-google-fonts/noto-sans-telugu/300Light/NotoSansTelugu_300Light.ttf': f_NotoSansTelugu_300Light,
  '@expo-google-fonts/noto-sans-telugu/600SemiBold/NotoSansTelugu_600SemiBold.ttf': f_NotoSansTelugu_600SemiBold,
  '@expo-google-fonts/noto-sans-telugu/800ExtraBold/NotoSansTelugu_800ExtraBold.ttf': f_NotoSansTelugu_800ExtraBold,
  '@expo-google-fonts/noto-serif-bengali/700Bold/NotoSerifBengali_700Bold.ttf': f_NotoSerifBengali_700Bold,
  '@expo-google-fonts/noto-serif-telugu/700Bold/NotoSerifTelugu_700Bold.ttf': f_NotoSerifTelugu_700Bold,
};
