import { contactOf, type LegalContent } from './legal.ts';

/** The data policy (spec §2 core pages), English and Arabic. */
export const dataPolicy: LegalContent = (brand) => ({
  en: {
    intro: `This policy explains what data ${brand.name} keeps when you use it, why, who can see it and what you can do about it. Your company decides what it puts into the platform; we process that data to run the service for it.`,
    sections: [
      {
        heading: 'What we keep',
        paragraphs: [
          'Account details: your name, email address, phone number if you add one, your company and your roles.',
          'Sign-in records: when you signed in or tried to, from which address and with what result, to protect accounts against misuse.',
          'Your company’s operational data: structures and floor plans, devices with their readings, positions and events, alarms and how they were handled, access logs, orders, bills and reports.',
          'Messages the platform sends for you, such as alarm notifications, verification codes and links, while they are being delivered and for their record.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'To provide the features your company uses, to send the alarms and notifications it has set up, to bill its orders, and to keep accounts and the platform secure.',
          'We do not sell your data and do not use it for advertising.',
        ],
      },
      {
        heading: 'Who can see it',
        paragraphs: [
          'Users of your company, as far as their roles and permissions allow; companies that manage yours, and service providers your company engaged while that engagement is active. Another company never sees your data.',
          'Card details are entered with the payment provider and are not stored by the platform. Our staff look at your data only when needed to support you or to keep the service running.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Account and company data are kept while the account exists. Device readings are kept in detail for a limited period set by the deployment and as hourly and daily summaries after that. Expired sign-in sessions are removed regularly.',
        ],
      },
      {
        heading: 'In your browser',
        paragraphs: [
          'The app stores in your browser what it needs to work: your language, your session, your cart and payment in progress, the company you selected and the newest update you have seen. Table filters and a session opened as another company’s owner last only as long as the browser tab. No advertising or tracking cookies are used.',
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'Passwords are stored only as strong one-way hashes, sessions use short-lived tokens that are renewed and can be revoked, and repeated failed sign-ins lock an account for a while. Two-step sign-in is available to every user.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'You can see and correct your profile, change your password, turn on two-step sign-in and mute notification groups. To ask for a copy of your data or for its deletion, contact your company’s administrator or support.',
        ],
      },
      { heading: 'Contact', paragraphs: [contactOf(brand, 'en')] },
    ],
  },
  ar: {
    intro: `توضح هذه السياسة البيانات التي تحتفظ بها ${brand.name} عند استخدامك لها، وسبب ذلك، ومن يمكنه رؤيتها، وما يمكنك فعله بشأنها. تقرر شركتك ما تُدخله إلى المنصة، ونحن نعالج هذه البيانات لتشغيل الخدمة لها.`,
    sections: [
      {
        heading: 'ما نحتفظ به',
        paragraphs: [
          'بيانات الحساب: اسمك وبريدك الإلكتروني ورقم هاتفك إن أضفته وشركتك وأدوارك.',
          'سجلات تسجيل الدخول: متى سجّلت الدخول أو حاولت ذلك، ومن أي عنوان، وما النتيجة، لحماية الحسابات من إساءة الاستخدام.',
          'البيانات التشغيلية لشركتك: المنشآت ومخططات الطوابق، والأجهزة بقراءاتها ومواقعها وأحداثها، والإنذارات وطريقة معالجتها، وسجلات الدخول، والطلبات والفواتير والتقارير.',
          'الرسائل التي ترسلها المنصة نيابةً عنك، كإشعارات الإنذارات ورموز التحقق والروابط، أثناء إرسالها وللاحتفاظ بسجلها.',
        ],
      },
      {
        heading: 'لماذا نستخدمها',
        paragraphs: [
          'لتقديم الميزات التي تستخدمها شركتك، وإرسال الإنذارات والإشعارات التي أعدّتها، وإصدار فواتير طلباتها، والحفاظ على أمان الحسابات والمنصة.',
          'لا نبيع بياناتك ولا نستخدمها للإعلان.',
        ],
      },
      {
        heading: 'من يمكنه رؤيتها',
        paragraphs: [
          'مستخدمو شركتك في حدود أدوارهم وصلاحياتهم، والشركات التي تدير شركتك، ومزودو الخدمة الذين تعاقدت معهم شركتك طوال مدة التعاقد. لا ترى أي شركة أخرى بياناتك أبدًا.',
          'تُدخَل بيانات البطاقة لدى مزوّد الدفع ولا تخزنها المنصة. ولا يطّلع فريقنا على بياناتك إلا عند الحاجة لدعمك أو لاستمرار عمل الخدمة.',
        ],
      },
      {
        heading: 'مدة الاحتفاظ',
        paragraphs: [
          'تُحفظ بيانات الحساب والشركة ما دام الحساب قائمًا. وتُحفظ قراءات الأجهزة بالتفصيل لمدة محدودة يحددها النشر، ثم كملخصات بالساعة واليوم بعد ذلك. وتُحذف جلسات الدخول المنتهية بانتظام.',
        ],
      },
      {
        heading: 'في متصفحك',
        paragraphs: [
          'يخزّن التطبيق في متصفحك ما يحتاجه ليعمل: لغتك وجلستك وسلتك والدفع الجاري والشركة التي اخترتها وأحدث تحديث اطّلعت عليه. أما عوامل تصفية الجداول والجلسة المفتوحة باسم مالك شركة أخرى فتبقى ما دام تبويب المتصفح مفتوحًا فقط. لا تُستخدم ملفات تعريف ارتباط للإعلان أو التتبع.',
        ],
      },
      {
        heading: 'الأمان',
        paragraphs: [
          'لا تُخزَّن كلمات المرور إلا بتجزئة قوية أحادية الاتجاه، وتستخدم الجلسات رموزًا قصيرة العمر تُجدَّد ويمكن إلغاؤها، وتؤدي محاولات الدخول الفاشلة المتكررة إلى قفل الحساب مؤقتًا. ويتاح تسجيل الدخول بخطوتين لكل مستخدم.',
        ],
      },
      {
        heading: 'خياراتك',
        paragraphs: [
          'يمكنك الاطلاع على ملفك الشخصي وتصحيحه، وتغيير كلمة المرور، وتفعيل تسجيل الدخول بخطوتين، وكتم مجموعات الإشعارات. لطلب نسخة من بياناتك أو حذفها تواصل مع مسؤول شركتك أو مع الدعم.',
        ],
      },
      { heading: 'التواصل', paragraphs: [contactOf(brand, 'ar')] },
    ],
  },
});
