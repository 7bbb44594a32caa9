/**
 * Words that place a party in China: the country's names, "Chinese", its provinces and major cities, and Hong Kong.
 * Side inference and the playbook's Chinese-party facts read the same list, so the party the engine reviews for is
 * the party the cross-border issues speak to. (Whether Hong Kong counts apart from the mainland is decided where it
 * matters: the playbook's `domestic` fact and the mainland-only issues.)
 */
export const CHINESE =
  /\b(?:People['’]s\s+Republic\s+of\s+China|People['’]s\s+Government\s+of|P\.\s?R\.\s?C\.|PRC|China|Chinese|Beijing|Shanghai|Shenzhen|Guangzhou|Hangzhou|Tianjin|Chongqing|Suzhou|Nanjing|Wuhan|Chengdu|Xiamen|Qingdao|Ningbo|Dongguan|Foshan|Xi['’]an|Hong\s+Kong|Jiangsu|Zhejiang|Guangdong|Fujian|Shandong|Jiangxi|Hubei|Hunan|Henan|Hebei|Sichuan|Yunnan|Guizhou|Shaanxi|Shanxi|Anhui|Liaoning|Jilin|Heilongjiang|Guangxi|Xinjiang|Hainan|Gansu|Qinghai|Ningxia|Inner\s+Mongolia|Dalian|Shenyang|Harbin|Changsha|Zhengzhou|Jinan|Hefei|Fuzhou|Kunming|Wuxi|Changzhou|Nantong|Wenzhou|Yiwu|Quanzhou|Zhuhai|Zhongshan|Shantou|Tangshan|Jingdezhen|Kunshan)\b/i;

/** Hong Kong and Macau with the words that place them in China ("Hong Kong SAR, China"). */
const SAR = /\b(?:Hong\s+Kong|Maca[ou])(?:\s+Special\s+Administrative\s+Region|\s+SAR)?(?:\s*,?\s*(?:the\s+)?(?:People['’]s\s+Republic\s+of\s+)?China)?\b/gi;

/** Whether a text places a party in mainland China: CHINESE once Hong Kong and Macau are left out. */
export function isMainland(text: string): boolean {
  return CHINESE.test(text.replace(SAR, ' '));
}
