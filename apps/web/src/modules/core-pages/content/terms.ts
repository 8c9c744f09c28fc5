import { contactOf, type LegalContent } from './legal.ts';

/** The terms and conditions (spec §2 core pages), English and Arabic. */
export const terms: LegalContent = (brand) => ({
  en: {
    intro: `These terms govern the use of ${brand.name}, a platform on which companies manage their structures, devices, alarms, orders and reports. By signing in or signing up you accept them on behalf of yourself and of the company your account belongs to.`,
    sections: [
      {
        heading: 'Accounts and access',
        paragraphs: [
          'Every user belongs to a company. The company’s owner and the users it authorises decide who may do what through roles and permissions; actions taken with an account are the responsibility of its company.',
          'Keep your password to yourself and turn on two-step sign-in where you can. Tell your administrator at once if you think someone else has used your account.',
        ],
      },
      {
        heading: 'Acceptable use',
        paragraphs: [
          'Use the platform only for your company’s lawful purposes and only with devices you own or are allowed to operate.',
          'Do not try to reach another company’s data, to get around permissions or security, or to overload the service, for example with automated requests beyond normal use.',
        ],
      },
      {
        heading: 'Devices, alarms and data',
        paragraphs: [
          'Readings, alarms and notifications depend on devices, networks and third parties that can fail or be delayed. They help you notice events; they do not replace emergency services, on-site checks or the safety procedures your premises require.',
          `Your company keeps the rights to the data it puts into ${brand.name}. How that data is handled is described in the data policy.`,
        ],
      },
      {
        heading: 'Orders, payments and tokens',
        paragraphs: [
          'Prices are shown in US dollars before you pay, with any discount, shipping and voucher. Card payments are made through the payment provider; an order is confirmed once its payment succeeds, and its bill can then be downloaded.',
          'Device tokens and warranties run for the months shown when they are bought.',
        ],
      },
      {
        heading: 'Availability and changes',
        paragraphs: [
          'We work to keep the platform available and secure, but it may be interrupted for maintenance or by events outside our control.',
          'The platform changes over time; the updates page lists what changed. When these terms change, the new version is published here with its date, and continuing to use the platform means accepting it.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          `As far as the law allows, ${brand.name} is not liable for indirect losses, or for losses caused by devices, networks, third-party services or the use of an account by someone its company allowed to use it.`,
        ],
      },
      {
        heading: 'Ending the use',
        paragraphs: [
          'A company may stop using the platform at any time. Accounts that break these terms may be suspended, after notice where that is possible.',
        ],
      },
      { heading: 'Contact', paragraphs: [contactOf(brand, 'en')] },
    ],
  },
  ar: {
    intro: `تنظّم هذه الشروط استخدام ${brand.name}، وهي منصة تدير عليها الشركات منشآتها وأجهزتها وإنذاراتها وطلباتها وتقاريرها. بتسجيل الدخول أو إنشاء حساب فإنك تقبلها عن نفسك وعن الشركة التي يتبع لها حسابك.`,
    sections: [
      {
        heading: 'الحسابات والوصول',
        paragraphs: [
          'ينتمي كل مستخدم إلى شركة. يحدد مالك الشركة والمستخدمون المخوَّلون منه من يحق له فعل ماذا عبر الأدوار والصلاحيات، وتتحمل الشركة مسؤولية ما يُنفَّذ بحساباتها.',
          'احتفظ بكلمة المرور لنفسك وفعّل تسجيل الدخول بخطوتين متى أمكن. أبلغ المسؤول فورًا إذا ظننت أن شخصًا آخر استخدم حسابك.',
        ],
      },
      {
        heading: 'الاستخدام المقبول',
        paragraphs: [
          'استخدم المنصة لأغراض شركتك المشروعة فقط، ومع الأجهزة التي تملكها أو المسموح لك بتشغيلها فقط.',
          'لا تحاول الوصول إلى بيانات شركة أخرى أو تجاوز الصلاحيات أو الحماية أو إثقال الخدمة، كإرسال طلبات آلية تتجاوز الاستخدام المعتاد.',
        ],
      },
      {
        heading: 'الأجهزة والإنذارات والبيانات',
        paragraphs: [
          'تعتمد القراءات والإنذارات والإشعارات على أجهزة وشبكات وجهات خارجية قد تتعطل أو تتأخر. إنها تساعدك على ملاحظة الأحداث، ولا تغني عن خدمات الطوارئ أو الفحص في الموقع أو إجراءات السلامة التي تتطلبها منشآتك.',
          `تحتفظ شركتك بحقوقها في البيانات التي تُدخلها إلى ${brand.name}، وتوضح سياسة البيانات كيفية التعامل معها.`,
        ],
      },
      {
        heading: 'الطلبات والمدفوعات والرموز',
        paragraphs: [
          'تُعرض الأسعار بالدولار الأمريكي قبل الدفع، مع أي خصم أو شحن أو قسيمة. يتم الدفع بالبطاقة عبر مزوّد الدفع، ويُؤكَّد الطلب بعد نجاح الدفع، وعندها يمكن تنزيل فاتورته.',
          'تسري رموز الأجهزة والضمانات للأشهر المبيّنة عند الشراء.',
        ],
      },
      {
        heading: 'التوفر والتغييرات',
        paragraphs: [
          'نعمل على إبقاء المنصة متاحة وآمنة، لكنها قد تتوقف للصيانة أو لأسباب خارجة عن إرادتنا.',
          'تتغير المنصة مع الوقت، وتعرض صفحة المستجدات ما تغيّر. عند تغيير هذه الشروط تُنشر النسخة الجديدة هنا مع تاريخها، ويعني الاستمرار في استخدام المنصة قبولها.',
        ],
      },
      {
        heading: 'المسؤولية',
        paragraphs: [
          `في الحدود التي يسمح بها القانون، لا تتحمل ${brand.name} مسؤولية الخسائر غير المباشرة، ولا الخسائر الناتجة عن الأجهزة أو الشبكات أو خدمات الجهات الخارجية أو استخدام حساب من قِبل شخص سمحت له شركته بذلك.`,
        ],
      },
      {
        heading: 'إنهاء الاستخدام',
        paragraphs: [
          'يمكن للشركة التوقف عن استخدام المنصة في أي وقت. وقد تُعلَّق الحسابات التي تخالف هذه الشروط، بعد إشعار متى أمكن ذلك.',
        ],
      },
      { heading: 'التواصل', paragraphs: [contactOf(brand, 'ar')] },
    ],
  },
});
