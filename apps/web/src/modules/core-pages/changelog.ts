import type { Language } from '../../lib/languages.ts';

/**
 * What changed, per version (spec §2 updates), newest first. A version is the day a set of changes landed
 * (`YYYY.MM.DD`); the entries are taken from the project's history. Add a new entry on top when a change
 * users see lands: the header's "What's new" shows a dot until the page has been opened since.
 */
export interface ChangelogEntry {
  version: string;
  /** The day it landed, `YYYY-MM-DD`. */
  date: string;
  items: readonly Record<Language, string>[];
}

export const CHANGELOG: readonly ChangelogEntry[] = [
  {
    version: '2026.11.27',
    date: '2026-11-27',
    items: [
      {
        en: 'Terms and conditions, the data policy and this page of what is new, in English and Arabic. A dot on “What’s new” tells you when something has changed since you last looked.',
        ar: 'الشروط والأحكام وسياسة البيانات وهذه الصفحة للمستجدات، بالعربية والإنجليزية. تظهر نقطة على «ما الجديد» عندما يتغير شيء منذ آخر زيارة لك.',
      },
      {
        en: 'Meter invoices: a meter’s bill of a month as a PDF, with the consumption, the tariff and the amount in figures and in words.',
        ar: 'فواتير العدادات: فاتورة العداد لشهر بصيغة PDF، تتضمن الاستهلاك والتعرفة والمبلغ بالأرقام وكتابةً.',
      },
      {
        en: 'Search boxes keep every letter you type while results are on their way.',
        ar: 'تحتفظ مربعات البحث بكل حرف تكتبه أثناء وصول النتائج.',
      },
    ],
  },
  {
    version: '2026.11.26',
    date: '2026-11-26',
    items: [
      {
        en: 'Metro Watch: door locks, cold rooms and trackers, with full-time, scheduled and one-time access links and a calendar of accesses.',
        ar: 'مترو ووتش: أقفال الأبواب وغرف التبريد وأجهزة التتبع، مع صلاحيات دخول دائمة ومجدولة وروابط دخول لمرة واحدة وتقويم للصلاحيات.',
      },
      {
        en: 'Defcon: intrusion and status alarms from security panels over SIA DC-09, security companies and police stations.',
        ar: 'ديفكون: إنذارات التسلل والحالة من لوحات الأمان عبر بروتوكول SIA DC-09، وشركات الأمن ومراكز الشرطة.',
      },
      {
        en: 'Fleet: vehicles on the map, trips, routes, job cards, drivers and reports, with OsmAnd-compatible trackers.',
        ar: 'إدارة الأسطول: المركبات على الخريطة والرحلات والمسارات وبطاقات العمل والسائقون والتقارير، مع أجهزة تتبع متوافقة مع OsmAnd.',
      },
      {
        en: 'Facility booking: buildings and spaces, reservations on a calendar, visitors with door links and plate access.',
        ar: 'حجز المرافق: المباني والمساحات والحجوزات على التقويم والزوار مع روابط الأبواب والدخول بلوحة المركبة.',
      },
      {
        en: 'Neuron number-plate recognition, Asset watch, Cloud Orbit rodent control and Smart parking join the applications.',
        ar: 'انضمت إلى التطبيقات: التعرف على لوحات المركبات (نيورون) ومراقبة الأصول ومكافحة القوارض (كلاود أوربت) والمواقف الذكية.',
      },
      {
        en: 'LoRaWAN: connect ChirpStack or The Things Stack and see each gateway’s last signal.',
        ar: 'LoRaWAN: اربط ChirpStack أو The Things Stack واطّلع على آخر إشارة لكل بوابة.',
      },
    ],
  },
  {
    version: '2026.11.25',
    date: '2026-11-25',
    items: [
      {
        en: 'Faster pages: files and answers arrive compressed, and each screen loads only its own code.',
        ar: 'صفحات أسرع: تصل الملفات والردود مضغوطة، وتحمّل كل شاشة الشيفرة الخاصة بها فقط.',
      },
      {
        en: 'Easier to read and to use with a keyboard: stronger contrast, a skip link and a keyboard-friendly sidebar.',
        ar: 'أسهل قراءةً واستخدامًا بلوحة المفاتيح: تباين أقوى ورابط للانتقال إلى المحتوى وشريط جانبي يعمل بلوحة المفاتيح.',
      },
      {
        en: 'Statistics over long periods come back quicker, from minute, hour and day summaries of the readings.',
        ar: 'تظهر الإحصاءات للفترات الطويلة أسرع، اعتمادًا على ملخصات القراءات بالدقيقة والساعة واليوم.',
      },
    ],
  },
  {
    version: '2026.11.22',
    date: '2026-11-22',
    items: [
      {
        en: 'The market: solutions, devices, tokens and packages in a cart, card payment, orders and their bills as PDF.',
        ar: 'المتجر: الحلول والأجهزة والرموز والباقات في سلة، والدفع بالبطاقة، والطلبات وفواتيرها بصيغة PDF.',
      },
      {
        en: 'The sensor solution: devices, tokens, alarm templates and alarms, groups, analysis dashboards, meter and control-unit pages and the device report as PDF.',
        ar: 'حل المستشعرات: الأجهزة والرموز وقوالب الإنذارات والإنذارات والمجموعات ولوحات التحليل وصفحات العدادات ووحدات التحكم وتقرير الجهاز بصيغة PDF.',
      },
      {
        en: 'Structures with floors and spaces, floor plans with device markers, geofences and LoRaWAN gateways.',
        ar: 'المنشآت بطوابقها ومساحاتها، ومخططات الطوابق مع مواقع الأجهزة، والأسوار الجغرافية وبوابات LoRaWAN.',
      },
      {
        en: 'Live updates: alarms and device states arrive without reloading the page.',
        ar: 'تحديثات مباشرة: تصل الإنذارات وحالات الأجهزة دون إعادة تحميل الصفحة.',
      },
      {
        en: 'Two-step sign-in with an authenticator app, and phone number verification by text message.',
        ar: 'تسجيل الدخول بخطوتين عبر تطبيق المصادقة، والتحقق من رقم الهاتف برسالة نصية.',
      },
    ],
  },
  {
    version: '2026.11.21',
    date: '2026-11-21',
    items: [
      {
        en: 'First release: sign in, companies and customers, users, roles and permissions, in English and in Arabic from right to left.',
        ar: 'الإصدار الأول: تسجيل الدخول والشركات والعملاء والمستخدمون والأدوار والصلاحيات، بالإنجليزية وبالعربية من اليمين إلى اليسار.',
      },
    ],
  },
];

/** Compares two versions part by part as numbers (`2026.11.27` > `2026.11.9`). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/** The newest version of the changelog. */
export const LATEST_VERSION = CHANGELOG.reduce(
  (latest, entry) => (compareVersions(entry.version, latest) > 0 ? entry.version : latest),
  CHANGELOG[0]?.version ?? '0',
);
