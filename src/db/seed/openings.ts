import type { openings, openingTagLinks } from '@/db/schema';
import { addressLine1, addressLine2, COMPANY_PROFILES } from './companies';
import { createRandom } from './random';
import type { CompensationType, OpeningTag, ReferenceIds } from './reference-data';
import { lastResultAnnouncement } from './terms';

type OpeningRow = typeof openings.$inferInsert;
type TagLinkRow = typeof openingTagLinks.$inferInsert;

type Template = { description: string; requirements: string };

const TEMPLATES = {
  frontend: {
    description:
      'ร่วมพัฒนาหน้าเว็บและเว็บแอปพลิเคชันด้วย React และ TypeScript กับทีมออกแบบ ตั้งแต่แปลงดีไซน์จาก Figma เป็นคอมโพเนนต์ เขียนเทสต์ ไปจนถึงปรับปรุงความเร็วการแสดงผลบนมือถือ',
    requirements:
      '• มีพื้นฐาน HTML, CSS และ JavaScript หรือ TypeScript\n• เคยใช้ React, Vue หรือ Angular\n• ใช้ Git ทำงานร่วมกับผู้อื่นได้\n• มีผลงานบน GitHub จะได้รับการพิจารณาเป็นพิเศษ',
  },
  backend: {
    description:
      'ออกแบบและพัฒนา REST API และบริการเบื้องหลังด้วย Node.js หรือ Go เชื่อมต่อฐานข้อมูล PostgreSQL เขียน unit test และร่วม code review กับวิศวกรพี่เลี้ยง',
    requirements:
      '• เข้าใจโครงสร้างข้อมูลและการเขียนโปรแกรมเชิงวัตถุ\n• มีพื้นฐาน SQL\n• เคยเขียน API ด้วยภาษาใดก็ได้\n• สนใจเรื่องความปลอดภัยและประสิทธิภาพของระบบ',
  },
  fullstack: {
    description:
      'ปฏิบัติงานเต็มเวลาในทีมพัฒนาผลิตภัณฑ์ รับผิดชอบฟีเจอร์ตั้งแต่หน้าเว็บถึงฐานข้อมูล เข้าร่วม sprint planning และนำเสนอผลงานต่อลูกค้าเมื่อจบแต่ละรอบการพัฒนา',
    requirements: '• มีประสบการณ์พัฒนาเว็บทั้ง frontend และ backend จากรายวิชาหรือโปรเจกต์\n• สื่อสารและทำงานเป็นทีมได้ดี\n• ปฏิบัติงานต่อเนื่องได้ตลอด 4 เดือน',
  },
  mobile: {
    description: 'พัฒนาแอปพลิเคชันมือถือด้วย Flutter หรือ React Native สำหรับทั้ง iOS และ Android ร่วมทดสอบกับผู้ใช้จริงและแก้ไขปัญหาจากรายงานข้อผิดพลาด',
    requirements: '• มีพื้นฐาน Dart, Kotlin, Swift หรือ JavaScript\n• เคยทำแอปมือถืออย่างน้อย 1 โปรเจกต์\n• ใส่ใจรายละเอียดของประสบการณ์ผู้ใช้',
  },
  qa: {
    description:
      'วางแผนและเขียนกรณีทดสอบ ทดสอบระบบทั้งแบบ manual และ automated ด้วย Playwright หรือ Cypress และรายงานข้อบกพร่องพร้อมขั้นตอนการทำซ้ำให้ทีมพัฒนา',
    requirements: '• ละเอียดรอบคอบ ชอบค้นหาจุดบกพร่อง\n• เขียนโปรแกรมได้อย่างน้อย 1 ภาษา\n• เข้าใจวงจรการพัฒนาซอฟต์แวร์',
  },
  devops: {
    description: 'ดูแล CI/CD pipeline เขียน Infrastructure as Code ด้วย Terraform ปรับปรุงระบบ monitoring และช่วยย้ายบริการขึ้น Kubernetes',
    requirements:
      '• ใช้ Linux command line ได้คล่อง\n• เคยใช้ Docker\n• มีพื้นฐานเครือข่ายคอมพิวเตอร์\n• รู้จัก GitHub Actions หรือ GitLab CI จะได้รับการพิจารณาเป็นพิเศษ',
  },
  cloud: {
    description:
      'ช่วยทีมสถาปนิกคลาวด์ออกแบบและทดลองสถาปัตยกรรมให้ลูกค้าองค์กร จัดทำ proof of concept และเอกสารแนวทางการใช้บริการคลาวด์อย่างคุ้มค่าและปลอดภัย',
    requirements: '• มีพื้นฐานระบบปฏิบัติการและเครือข่าย\n• สนใจบริการคลาวด์ เช่น AWS, Azure หรือ GCP\n• สื่อสารภาษาอังกฤษได้ดี',
  },
  dataAnalyst: {
    description: 'วิเคราะห์ข้อมูลการใช้งานและข้อมูลธุรกิจด้วย SQL และ Python สร้างแดชบอร์ดใน Power BI หรือ Looker Studio และนำเสนอข้อค้นพบต่อทีมธุรกิจ',
    requirements: '• เขียน SQL ได้\n• มีพื้นฐานสถิติ\n• ใช้ Python (pandas) หรือ Excel ขั้นสูงได้\n• อธิบายข้อมูลให้ผู้ที่ไม่ใช่สายเทคนิคเข้าใจได้',
  },
  dataEngineer: {
    description:
      'พัฒนา data pipeline รวบรวมข้อมูลจากหลายแหล่งเข้าสู่ data warehouse ดูแลคุณภาพข้อมูล และทำงานกับเครื่องมืออย่าง Apache Airflow, Spark และ dbt',
    requirements: '• เขียน Python และ SQL ได้ดี\n• เข้าใจการออกแบบฐานข้อมูล\n• เคยใช้ Airflow, Spark หรือ dbt จะได้รับการพิจารณาเป็นพิเศษ',
  },
  ml: {
    description: 'ร่วมทีมพัฒนาโมเดลปัญญาประดิษฐ์ ตั้งแต่เตรียมข้อมูล ฝึกและประเมินโมเดล จนถึงนำโมเดลขึ้นให้บริการจริงและติดตามผลหลังใช้งาน',
    requirements: '• มีพื้นฐานคณิตศาสตร์ สถิติ และ Machine Learning\n• ใช้ Python ร่วมกับ PyTorch หรือ TensorFlow ได้\n• อ่านบทความวิชาการภาษาอังกฤษได้',
  },
  ux: {
    description: 'ทำวิจัยผู้ใช้ ออกแบบ wireframe และต้นแบบใน Figma ทดสอบความใช้งานได้กับผู้ใช้จริง และทำงานร่วมกับนักพัฒนาเพื่อส่งมอบดีไซน์ที่สร้างได้จริง',
    requirements: '• มีพอร์ตโฟลิโองานออกแบบ\n• ใช้ Figma ได้\n• เข้าใจหลักการออกแบบที่ยึดผู้ใช้เป็นศูนย์กลาง',
  },
  security: {
    description: 'ร่วมทดสอบเจาะระบบเว็บแอปพลิเคชันและเครือข่ายในสภาพแวดล้อมทดสอบ วิเคราะห์ช่องโหว่ตาม OWASP Top 10 และจัดทำรายงานพร้อมข้อเสนอแนะการแก้ไข',
    requirements: '• มีพื้นฐานเครือข่ายและระบบปฏิบัติการ Linux\n• เคยเล่น CTF หรือศึกษาด้านความปลอดภัยด้วยตนเอง\n• มีจริยธรรมและรักษาความลับของลูกค้าได้',
  },
  soc: {
    description: 'ปฏิบัติงานในศูนย์เฝ้าระวังภัยคุกคามไซเบอร์ (SOC) วิเคราะห์ log และเหตุการณ์ผิดปกติ เขียนกฎตรวจจับ และช่วยทีมตอบสนองต่อเหตุการณ์',
    requirements: '• มีพื้นฐานเครือข่ายและระบบปฏิบัติการ\n• สนใจงานด้านความปลอดภัยไซเบอร์\n• ทำงานเป็นกะได้ในบางสัปดาห์',
  },
  embedded: {
    description: 'พัฒนาเฟิร์มแวร์บนไมโครคอนโทรลเลอร์ เช่น STM32 และ ESP32 เชื่อมต่อเซนเซอร์และมอเตอร์ และทดสอบกับฮาร์ดแวร์จริงในห้องปฏิบัติการ',
    requirements: '• เขียนภาษา C หรือ C++ ได้\n• เข้าใจวงจรอิเล็กทรอนิกส์เบื้องต้น\n• เคยใช้ Arduino หรือ ESP32',
  },
  robotics: {
    description: 'พัฒนาซอฟต์แวร์ควบคุมและวางแผนเส้นทางของหุ่นยนต์ด้วย ROS 2 ทดสอบในซิมูเลเตอร์ก่อนนำไปทดสอบกับหุ่นยนต์จริงในคลังสินค้าของลูกค้า',
    requirements: '• เขียน Python หรือ C++ ได้\n• มีพื้นฐานพีชคณิตเชิงเส้นและความน่าจะเป็น\n• เคยใช้ ROS จะได้รับการพิจารณาเป็นพิเศษ',
  },
  product: {
    description: 'ทำงานร่วมกับ Product Manager เก็บความต้องการจากผู้ใช้ เขียน user story จัดลำดับความสำคัญของงาน และติดตามตัวชี้วัดของผลิตภัณฑ์',
    requirements: '• คิดเชิงวิเคราะห์และสื่อสารได้ดี\n• สนใจธุรกิจดิจิทัล\n• มีพื้นฐานด้านเทคนิคพอที่จะคุยกับนักพัฒนาได้',
  },
  business: {
    description: 'วิเคราะห์ตลาดและต้นทุนต่อหน่วยของบริการ ช่วยทีมขายจัดทำข้อเสนอโครงการ และสรุปตัวเลขทางการเงินสำคัญรายเดือนให้ผู้บริหาร',
    requirements: '• ใช้ Excel หรือ Google Sheets ได้คล่อง\n• มีพื้นฐานบัญชีหรือการเงิน\n• สนใจธุรกิจเกษตรและเทคโนโลยี',
  },
  research: {
    description: 'ร่วมโครงการวิจัยและพัฒนากับทีมนักวิจัย ทบทวนวรรณกรรม ออกแบบและดำเนินการทดลอง และเขียนรายงานผลการวิจัยเพื่อเสนอเชิงนโยบาย',
    requirements: '• อ่านและเขียนรายงานภาษาอังกฤษได้\n• มีพื้นฐานการเขียนโปรแกรมและสถิติ\n• สนใจงานวิจัยที่นำไปใช้ได้จริง',
  },
  game: {
    description: 'พัฒนาระบบเกมเพลย์และ UI ในเกมด้วย Unity (C#) ร่วมกับทีมศิลปินและนักออกแบบเกม ทดลองฟีเจอร์ใหม่ และปรับสมดุลเกมจากข้อมูลผู้เล่น',
    requirements: '• เขียน C# หรือ C++ ได้\n• เคยสร้างเกมด้วย Unity หรือ Godot\n• รักการเล่นเกมและชอบวิเคราะห์ว่าอะไรทำให้เกมสนุก',
  },
} satisfies Record<string, Template>;

type Compensation = readonly [CompensationType, number];

type OpeningPlan = {
  company: number;
  session: 1 | 2;
  title: string;
  template: keyof typeof TEMPLATES;
  quota: number;
  published: boolean;
  tags: readonly OpeningTag[];
  compensation: Compensation;
};

const plan = (
  company: number,
  session: 1 | 2,
  title: string,
  template: keyof typeof TEMPLATES,
  quota: number,
  published: boolean,
  tags: readonly OpeningTag[],
  compensation: Compensation,
): OpeningPlan => ({ company, session, title, template, quota, published, tags, compensation });

const P = true;
const D = false;

/** The 40 openings: 32 in the summer session, 8 in the co-op session; 32 published, 8 drafts. */
export const OPENING_PLANS: readonly OpeningPlan[] = [
  plan(1, 1, 'นักพัฒนาซอฟต์แวร์ฝึกงาน (Frontend)', 'frontend', 3, P, ['Frontend', 'UX/UI'], ['รายวัน', 600]),
  plan(1, 1, 'นักพัฒนาซอฟต์แวร์ฝึกงาน (Backend)', 'backend', 2, P, ['Backend', 'Cloud'], ['รายวัน', 600]),
  plan(1, 1, 'นักทดสอบซอฟต์แวร์ฝึกงาน (QA)', 'qa', 1, P, ['QA', 'Frontend'], ['รายวัน', 550]),
  plan(1, 1, 'นักพัฒนาแอปพลิเคชันมือถือฝึกงาน', 'mobile', 2, D, ['Mobile', 'Frontend'], ['รายวัน', 600]),
  plan(1, 2, 'นักพัฒนาซอฟต์แวร์ Full-stack (สหกิจศึกษา)', 'fullstack', 3, P, ['Frontend', 'Backend', 'DevOps'], ['รายเดือน', 20000]),
  plan(1, 2, 'วิศวกร DevOps (สหกิจศึกษา)', 'devops', 1, D, ['DevOps', 'Cloud'], ['รายเดือน', 20000]),

  plan(2, 1, 'นักพัฒนา Backend ระบบชำระเงินฝึกงาน', 'backend', 2, P, ['Backend', 'การเงิน'], ['รายเดือน', 18000]),
  plan(2, 1, 'นักวิเคราะห์ข้อมูลฝึกงาน (Data Analyst)', 'dataAnalyst', 2, P, ['Data', 'การเงิน', 'ธุรกิจ'], ['รายเดือน', 18000]),
  plan(2, 1, 'ผู้ช่วยวิศวกรความปลอดภัยระบบฝึกงาน', 'security', 1, D, ['Security', 'Backend'], ['รายเดือน', 18000]),
  plan(2, 1, 'ผู้ช่วย Product Owner ฝึกงาน', 'product', 1, P, ['Product', 'ธุรกิจ'], ['รายเดือน', 16000]),

  plan(3, 1, 'Cloud Solutions Architect Intern', 'cloud', 4, P, ['Cloud', 'DevOps'], ['รายเดือน', 25000]),
  plan(3, 1, 'Site Reliability Engineering Intern', 'devops', 2, P, ['DevOps', 'Cloud', 'Backend'], ['รายเดือน', 25000]),
  plan(3, 1, 'Machine Learning Engineer Intern', 'ml', 2, D, ['AI/ML', 'Data'], ['รายเดือน', 25000]),
  plan(3, 2, 'วิศวกรคลาวด์ (สหกิจศึกษา)', 'cloud', 2, P, ['Cloud', 'Backend'], ['รายเดือน', 30000]),
  plan(3, 2, 'วิศวกรข้อมูลบนคลาวด์ (สหกิจศึกษา)', 'dataEngineer', 1, P, ['Data', 'Cloud'], ['รายเดือน', 30000]),

  plan(4, 1, 'นักพัฒนาเกมฝึกงาน (Unity)', 'game', 2, P, ['Frontend', 'Mobile'], ['รายวัน', 450]),
  plan(4, 1, 'นักออกแบบ UX/UI เกมฝึกงาน', 'ux', 1, P, ['UX/UI', 'Product'], ['รายวัน', 450]),
  plan(4, 1, 'นักทดสอบเกมฝึกงาน (Game QA)', 'qa', 1, D, ['QA', 'Mobile'], ['รายวัน', 400]),

  plan(5, 1, 'นักวิเคราะห์ข้อมูลเปิดภาครัฐฝึกงาน', 'dataAnalyst', 3, P, ['Data', 'วิจัย'], ['รายวัน', 350]),
  plan(5, 1, 'นักพัฒนาเว็บบริการประชาชนฝึกงาน', 'frontend', 2, P, ['Frontend', 'UX/UI'], ['รายวัน', 350]),
  plan(5, 1, 'ผู้ช่วยนักวิจัยนโยบายดิจิทัล', 'research', 1, P, ['วิจัย', 'ธุรกิจ'], ['รายวัน', 350]),
  plan(5, 2, 'นักวิจัยและพัฒนาบริการดิจิทัลภาครัฐ (สหกิจศึกษา)', 'research', 3, P, ['วิจัย', 'Data', 'Backend'], ['รายเดือน', 12000]),

  plan(6, 1, 'Data Engineer ฝึกงาน', 'dataEngineer', 3, P, ['Data', 'Backend', 'Cloud'], ['รายวัน', 500]),
  plan(6, 1, 'Data Scientist ฝึกงาน', 'ml', 2, P, ['AI/ML', 'Data'], ['รายวัน', 500]),
  plan(6, 1, 'นักวิเคราะห์ธุรกิจด้วยข้อมูล (BI Analyst) ฝึกงาน', 'dataAnalyst', 1, P, ['Data', 'ธุรกิจ'], ['รายวัน', 500]),
  plan(6, 2, 'วิศวกรข้อมูล (สหกิจศึกษา)', 'dataEngineer', 2, D, ['Data', 'Cloud'], ['รายเดือน', 18000]),

  plan(7, 1, 'วิศวกรระบบฝังตัวฝึกงาน', 'embedded', 2, P, ['Embedded', 'วิจัย'], ['เหมาจ่าย', 24000]),
  plan(7, 1, 'วิศวกร Computer Vision ฝึกงาน', 'ml', 1, P, ['AI/ML', 'Embedded'], ['เหมาจ่าย', 24000]),
  plan(7, 1, 'นักพัฒนาซอฟต์แวร์ควบคุมหุ่นยนต์ (ROS) ฝึกงาน', 'robotics', 1, P, ['Embedded', 'AI/ML', 'วิจัย'], ['เหมาจ่าย', 24000]),

  plan(8, 1, 'Frontend Developer Intern', 'frontend', 4, P, ['Frontend', 'UX/UI'], ['รายวัน', 700]),
  plan(8, 1, 'Backend Developer Intern', 'backend', 3, P, ['Backend', 'Cloud'], ['รายวัน', 700]),
  plan(8, 1, 'Data Analyst Intern', 'dataAnalyst', 2, P, ['Data', 'ธุรกิจ'], ['รายวัน', 700]),
  plan(8, 1, 'Product Management Intern', 'product', 1, D, ['Product', 'ธุรกิจ'], ['รายวัน', 700]),
  plan(8, 2, 'วิศวกรซอฟต์แวร์ระบบหลังบ้าน (สหกิจศึกษา)', 'backend', 4, P, ['Backend', 'DevOps'], ['รายเดือน', 22000]),

  plan(9, 1, 'Penetration Tester ฝึกงาน', 'security', 2, P, ['Security', 'QA'], ['รายเดือน', 15000]),
  plan(9, 1, 'SOC Analyst ฝึกงาน', 'soc', 1, P, ['Security', 'Data'], ['รายเดือน', 15000]),
  plan(9, 2, 'วิศวกรความปลอดภัยไซเบอร์ (สหกิจศึกษา)', 'security', 2, P, ['Security', 'Cloud'], ['รายเดือน', 20000]),

  plan(10, 1, 'นักพัฒนาแอปพลิเคชันมือถือเพื่อเกษตรกรฝึกงาน', 'mobile', 2, P, ['Mobile', 'UX/UI'], ['เหมาจ่าย', 15000]),
  plan(10, 1, 'วิศวกร IoT ฝึกงาน', 'embedded', 1, P, ['Embedded', 'Data'], ['ไม่มีค่าตอบแทน', 0]),
  plan(10, 1, 'ผู้ช่วยนักวิเคราะห์ธุรกิจและการเงินฝึกงาน', 'business', 1, D, ['ธุรกิจ', 'การเงิน'], ['เหมาจ่าย', 12000]),
];

const WORKING_CONDITIONS: readonly string[] = [
  'ไฮบริด เข้าสำนักงานสัปดาห์ละ 3 วัน จันทร์–ศุกร์ 09:00–18:00 มีโน้ตบุ๊กให้ยืมตลอดการฝึกงาน',
  'เข้าสำนักงาน จันทร์–ศุกร์ 09:30–18:30 ทำงานจากที่บ้านได้ทุกวันศุกร์',
  'ไฮบริด เข้าสำนักงานสัปดาห์ละ 2 วัน เวลาทำงานยืดหยุ่น ประชุมทีมเป็นภาษาอังกฤษ',
  'เข้าสตูดิโอ จันทร์–ศุกร์ 10:00–19:00 มีอาหารกลางวันและเครื่องเล่นเกมให้ทดลอง',
  'เข้าสำนักงาน จันทร์–ศุกร์ 08:30–16:30 (เวลาราชการ) แต่งกายสุภาพ',
  'ไฮบริด เข้าสำนักงานวันอังคารและวันพฤหัสบดี ใช้ข้อมูลผ่านเครื่องของบริษัทเท่านั้น',
  'ทำงานที่ห้องปฏิบัติการ จันทร์–ศุกร์ 09:00–18:00 มีรถรับส่งจากสถานีรถไฟฟ้ารังสิต',
  'ไฮบริด เข้าสำนักงานสัปดาห์ละ 3 วัน 09:00–18:00 มีพี่เลี้ยงประจำตัวและอาหารกลางวัน',
  'เข้าสำนักงาน จันทร์–ศุกร์ 09:00–18:00 ลงนามสัญญารักษาความลับก่อนเริ่มงาน',
  'ทำงานที่สำนักงานปากเกร็ดและลงพื้นที่แปลงเกษตรเดือนละ 1–2 ครั้ง มีที่พักและอาหารระหว่างลงพื้นที่',
];

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** June 1 of the first summer after the group's last result announcement. */
function summerStart(now: Date): Date {
  const after = lastResultAnnouncement(now);
  let year = after.getUTCFullYear();
  if (after.getTime() >= Date.UTC(year, 5, 1)) year += 1;
  return new Date(Date.UTC(year, 5, 1));
}

/**
 * Refuses plans that break the company opening ratio (DOMAIN.md): a company publishing in several
 * sessions must give each of them at least that session's minimum share of its published quota.
 */
export function assertOpeningRatios(minimumRatio: { 1: number; 2: number }): void {
  for (let company = 1; company <= COMPANY_PROFILES.length; company++) {
    const published = OPENING_PLANS.filter((opening) => opening.company === company && opening.published);
    const quota = { 1: 0, 2: 0 };
    for (const opening of published) quota[opening.session] += opening.quota;
    const total = quota[1] + quota[2];
    if (quota[1] === 0 || quota[2] === 0) continue;
    for (const session of [1, 2] as const) {
      if (quota[session] / total < minimumRatio[session])
        throw new Error(`Seed: company ${company} breaks the opening ratio of session ${session}`);
    }
  }
}

export function buildOpenings(
  refs: ReferenceIds,
  ids: { companyIds: readonly number[]; sessionIds: { 1: number; 2: number } },
  now: Date,
): OpeningRow[] {
  const random = createRandom('openings');
  const summer = summerStart(now);
  return OPENING_PLANS.map((opening) => {
    const company = COMPANY_PROFILES[opening.company - 1];
    const template = TEMPLATES[opening.template];
    const isCoop = opening.session === 2;
    const startOffsetWeeks = isCoop ? 0 : random.pick([0, 1, 2]);
    const start = new Date(summer.getTime() + startOffsetWeeks * 7 * DAY);
    const end = new Date(start.getTime() + ((isCoop ? 17 : 8) * 7 - 1) * DAY);
    const publishedAt = opening.published ? new Date(now.getTime() - random.int(11, 16) * DAY - random.int(0, 10) * HOUR) : null;
    const createdAt = new Date((publishedAt ?? now).getTime() - random.int(2, 9) * DAY - random.int(0, 8) * HOUR);
    const [compensationType, amount] = opening.compensation;
    const condition = WORKING_CONDITIONS[opening.company - 1];
    return {
      sessionId: ids.sessionIds[opening.session],
      companyId: ids.companyIds[opening.company - 1],
      title: opening.title,
      description: `${template.description}\n\n${company.description}`,
      quota: opening.quota,
      openForCooperativeInternship: isCoop,
      compensationAmount: amount.toFixed(2),
      compensationTypeId: refs.compensationType[compensationType],
      workingCondition: isCoop ? `ปฏิบัติงานเต็มเวลาตลอดภาคการศึกษา ${condition}` : condition,
      requirements: template.requirements,
      officeName: company.type === 'หน่วยงานรัฐ' ? company.shortTh : `สำนักงานใหญ่ ${company.shortTh}`,
      officeAddressLine1: addressLine1(company),
      officeAddressLine2: addressLine2(company),
      recruitmentContactChannel: `อีเมล careers@${company.domain}`,
      openingDetailContactChannel: company.line
        ? `LINE Official ${company.line}`
        : `โทร 02-${random.int(100, 999)}-${random.int(1000, 9999)}`,
      startDate: isoDate(start),
      endDate: isoDate(end),
      status: opening.published ? ('PUBLISHED' as const) : ('DRAFT' as const),
      publishedAt,
      createdAt,
      updatedAt: publishedAt ?? createdAt,
    };
  });
}

/** Tag links for the inserted openings, whose ids came back in the order of OPENING_PLANS. */
export function buildOpeningTagLinks(refs: ReferenceIds, openingIds: readonly number[]): TagLinkRow[] {
  return OPENING_PLANS.flatMap((opening, index) => opening.tags.map((tag) => ({ openingId: openingIds[index], tagId: refs.tag[tag] })));
}
