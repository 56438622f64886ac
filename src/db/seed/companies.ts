import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { companies, companyUsers, files } from '@/db/schema';
import type { AccountRow, PasswordHashes } from './people';
import { createRandom } from './random';
import type { CompanySize, CompanyType, ReferenceIds } from './reference-data';
import { pickPeople } from './thai-names';

type CompanyRow = typeof companies.$inferInsert;
type FileRow = typeof files.$inferInsert;
type CompanyUserRow = typeof companyUsers.$inferInsert;

export type CompanyProfile = {
  nameTh: string;
  nameEn: string;
  /** The short name used in opening texts. */
  shortTh: string;
  initials: string;
  colour: string;
  domain: string;
  type: CompanyType;
  size: CompanySize;
  description: string;
  building: string | null;
  floor: string | null;
  room: string | null;
  houseNo: string;
  street: string;
  subDistrict: string;
  district: string;
  province: string;
  postalCode: string;
  facebook: string | null;
  line: string | null;
  userCount: 1 | 2 | 3;
};

export const COMPANY_PROFILES: readonly CompanyProfile[] = [
  {
    nameTh: 'บริษัท สยามดิจิทัล โซลูชันส์ จำกัด',
    nameEn: 'Siam Digital Solutions Co., Ltd.',
    shortTh: 'สยามดิจิทัล โซลูชันส์',
    initials: 'SD',
    colour: '#1D4ED8',
    domain: 'siamdigital.co.th',
    type: 'บริษัทเอกชนไทย',
    size: '201-1000 คน',
    description:
      'สยามดิจิทัล โซลูชันส์ พัฒนาระบบซอฟต์แวร์และแพลตฟอร์มดิจิทัลให้องค์กรชั้นนำในประเทศไทยมากว่า 15 ปี ทั้งระบบธนาคาร ค้าปลีก และโลจิสติกส์ เราเชื่อในการทำงานเป็นทีมแบบ Agile และเปิดโอกาสให้นิสิตฝึกงานได้ลงมือกับโปรเจกต์จริงร่วมกับวิศวกรพี่เลี้ยง',
    building: 'อาคารสามย่านทาวเวอร์',
    floor: '18',
    room: '1804',
    houseNo: '944',
    street: 'ถนนพระราม 4',
    subDistrict: 'แขวงวังใหม่',
    district: 'เขตปทุมวัน',
    province: 'กรุงเทพมหานคร',
    postalCode: '10330',
    facebook: 'https://www.facebook.com/siamdigitalsolutions',
    line: '@siamdigital',
    userCount: 2,
  },
  {
    nameTh: 'บริษัท กรุงเทพ ฟินเทค จำกัด',
    nameEn: 'Krungthep Fintech Co., Ltd.',
    shortTh: 'กรุงเทพ ฟินเทค',
    initials: 'KF',
    colour: '#047857',
    domain: 'krungthepfintech.com',
    type: 'สตาร์ทอัพ',
    size: '51-200 คน',
    description:
      'กรุงเทพ ฟินเทค ให้บริการกระเป๋าเงินอิเล็กทรอนิกส์และระบบชำระเงินผ่านคิวอาร์โค้ดสำหรับร้านค้ารายย่อยกว่า 200,000 ร้านทั่วประเทศ ทีมของเราขนาดกะทัดรัด ตัดสินใจเร็ว และให้นิสิตฝึกงานเป็นเจ้าของงานชิ้นหนึ่งตั้งแต่ต้นจนขึ้นระบบจริง',
    building: 'อาคารสาทรสแควร์',
    floor: '25',
    room: null,
    houseNo: '98',
    street: 'ถนนสาทรเหนือ',
    subDistrict: 'แขวงสีลม',
    district: 'เขตบางรัก',
    province: 'กรุงเทพมหานคร',
    postalCode: '10500',
    facebook: 'https://www.facebook.com/krungthepfintech',
    line: '@ktfintech',
    userCount: 1,
  },
  {
    nameTh: 'บริษัท โกลบอล คลาวด์ เทคโนโลยี (ประเทศไทย) จำกัด',
    nameEn: 'Global Cloud Technology (Thailand) Co., Ltd.',
    shortTh: 'โกลบอล คลาวด์',
    initials: 'GC',
    colour: '#EA580C',
    domain: 'globalcloud.co.th',
    type: 'บริษัทข้ามชาติ',
    size: 'มากกว่า 1000 คน',
    description:
      'โกลบอล คลาวด์ เทคโนโลยี เป็นผู้ให้บริการคลาวด์ระดับโลกที่มีศูนย์ข้อมูลในภูมิภาคเอเชียตะวันออกเฉียงใต้ สำนักงานกรุงเทพฯ ดูแลลูกค้าองค์กรในประเทศไทยและเวียดนาม นิสิตฝึกงานจะได้ทำงานกับทีมวิศวกรนานาชาติและใช้ภาษาอังกฤษในการทำงานทุกวัน',
    building: 'อาคารพาร์คเวนเชอร์ อีโคเพล็กซ์',
    floor: '30',
    room: null,
    houseNo: '57',
    street: 'ถนนวิทยุ',
    subDistrict: 'แขวงลุมพินี',
    district: 'เขตปทุมวัน',
    province: 'กรุงเทพมหานคร',
    postalCode: '10330',
    facebook: null,
    line: null,
    userCount: 3,
  },
  {
    nameTh: 'บริษัท ช้างเผือก เกมส์ สตูดิโอ จำกัด',
    nameEn: 'White Elephant Games Studio Co., Ltd.',
    shortTh: 'ช้างเผือก เกมส์',
    initials: 'WE',
    colour: '#7C3AED',
    domain: 'whiteelephantgames.com',
    type: 'สตาร์ทอัพ',
    size: '1-50 คน',
    description:
      'ช้างเผือก เกมส์ สตูดิโอ สร้างเกมมือถือแนวผจญภัยที่ได้แรงบันดาลใจจากวัฒนธรรมไทย มีผู้เล่นกว่า 3 ล้านคนใน 40 ประเทศ เรามองหาคนที่รักเกมและอยากเรียนรู้กระบวนการสร้างเกมตั้งแต่ต้นแบบจนถึงการปล่อยอัปเดต',
    building: null,
    floor: '3',
    room: null,
    houseNo: '25/7',
    street: 'ซอยอารีย์ 4 ถนนพหลโยธิน',
    subDistrict: 'แขวงพญาไท',
    district: 'เขตพญาไท',
    province: 'กรุงเทพมหานคร',
    postalCode: '10400',
    facebook: 'https://www.facebook.com/whiteelephantgames',
    line: null,
    userCount: 1,
  },
  {
    nameTh: 'สำนักงานส่งเสริมนวัตกรรมดิจิทัลภาครัฐ',
    nameEn: 'Government Digital Innovation Office',
    shortTh: 'สำนักงานส่งเสริมนวัตกรรมดิจิทัลภาครัฐ',
    initials: 'GD',
    colour: '#0F766E',
    domain: 'gdio.go.th',
    type: 'หน่วยงานรัฐ',
    size: '201-1000 คน',
    description:
      'สำนักงานส่งเสริมนวัตกรรมดิจิทัลภาครัฐ ดูแลการพัฒนาบริการอิเล็กทรอนิกส์ของภาครัฐและข้อมูลเปิด (Open Data) เพื่อให้ประชาชนเข้าถึงบริการได้สะดวกขึ้น นิสิตฝึกงานจะได้ร่วมพัฒนาระบบที่มีผู้ใช้งานทั่วประเทศ',
    building: 'ศูนย์ราชการเฉลิมพระเกียรติ อาคารบี',
    floor: '6',
    room: null,
    houseNo: '120',
    street: 'ถนนแจ้งวัฒนะ',
    subDistrict: 'แขวงทุ่งสองห้อง',
    district: 'เขตหลักสี่',
    province: 'กรุงเทพมหานคร',
    postalCode: '10210',
    facebook: 'https://www.facebook.com/gdio.th',
    line: null,
    userCount: 2,
  },
  {
    nameTh: 'บริษัท เจ้าพระยา อนาไลติกส์ จำกัด',
    nameEn: 'Chao Phraya Analytics Co., Ltd.',
    shortTh: 'เจ้าพระยา อนาไลติกส์',
    initials: 'CA',
    colour: '#0369A1',
    domain: 'cpanalytics.co.th',
    type: 'บริษัทเอกชนไทย',
    size: '51-200 คน',
    description:
      'เจ้าพระยา อนาไลติกส์ ให้คำปรึกษาและพัฒนาระบบวิเคราะห์ข้อมูลให้ธุรกิจค้าปลีก ประกัน และโรงพยาบาล ตั้งแต่การวางโครงสร้างข้อมูลจนถึงโมเดลพยากรณ์ นิสิตฝึกงานจะได้ทำงานกับข้อมูลจริงภายใต้มาตรฐาน PDPA',
    building: 'อาคารเอ็มไพร์ทาวเวอร์',
    floor: '21',
    room: '2105',
    houseNo: '1',
    street: 'ถนนสาทรใต้',
    subDistrict: 'แขวงยานนาวา',
    district: 'เขตสาทร',
    province: 'กรุงเทพมหานคร',
    postalCode: '10120',
    facebook: null,
    line: '@cpanalytics',
    userCount: 1,
  },
  {
    nameTh: 'บริษัท ลานนา โรโบติกส์ จำกัด',
    nameEn: 'Lanna Robotics Co., Ltd.',
    shortTh: 'ลานนา โรโบติกส์',
    initials: 'LR',
    colour: '#B91C1C',
    domain: 'lannarobotics.com',
    type: 'สตาร์ทอัพ',
    size: '1-50 คน',
    description:
      'ลานนา โรโบติกส์ ออกแบบหุ่นยนต์เคลื่อนที่อัตโนมัติ (AMR) สำหรับคลังสินค้าและโรงงาน ทั้งฮาร์ดแวร์ เฟิร์มแวร์ และซอฟต์แวร์ควบคุมฝูงหุ่นยนต์ สำนักงานและห้องทดลองตั้งอยู่ในอุทยานวิทยาศาสตร์ประเทศไทย',
    building: 'อุทยานวิทยาศาสตร์ประเทศไทย อาคารอินโนเวชันคลัสเตอร์ 2',
    floor: '2',
    room: 'B205',
    houseNo: '141',
    street: 'ถนนพหลโยธิน',
    subDistrict: 'ตำบลคลองหนึ่ง',
    district: 'อำเภอคลองหลวง',
    province: 'ปทุมธานี',
    postalCode: '12120',
    facebook: 'https://www.facebook.com/lannarobotics',
    line: null,
    userCount: 1,
  },
  {
    nameTh: 'บริษัท มหานคร อีคอมเมิร์ซ จำกัด (มหาชน)',
    nameEn: 'Mahanakorn E-Commerce Public Company Limited',
    shortTh: 'มหานคร อีคอมเมิร์ซ',
    initials: 'ME',
    colour: '#DB2777',
    domain: 'mahanakorn-ecommerce.com',
    type: 'บริษัทมหาชน',
    size: 'มากกว่า 1000 คน',
    description:
      'มหานคร อีคอมเมิร์ซ เป็นแพลตฟอร์มซื้อขายออนไลน์ที่มีผู้ใช้งานกว่า 10 ล้านบัญชี พร้อมระบบขนส่งของตัวเองครอบคลุม 77 จังหวัด เรามีโครงการฝึกงานที่มีพี่เลี้ยงประจำตัวและการนำเสนอผลงานต่อผู้บริหารเมื่อจบโครงการ',
    building: 'อาคารมหานครไซเบอร์ทาวเวอร์',
    floor: '12',
    room: null,
    houseNo: '2345',
    street: 'ถนนบางนา-ตราด',
    subDistrict: 'แขวงบางนาใต้',
    district: 'เขตบางนา',
    province: 'กรุงเทพมหานคร',
    postalCode: '10260',
    facebook: 'https://www.facebook.com/mahanakornecommerce',
    line: '@mahanakornshop',
    userCount: 3,
  },
  {
    nameTh: 'บริษัท อินทนนท์ ไซเบอร์ซีเคียวริตี้ จำกัด',
    nameEn: 'Inthanon Cybersecurity Co., Ltd.',
    shortTh: 'อินทนนท์ ไซเบอร์ซีเคียวริตี้',
    initials: 'IC',
    colour: '#111827',
    domain: 'inthanon-cyber.com',
    type: 'บริษัทเอกชนไทย',
    size: '51-200 คน',
    description:
      'อินทนนท์ ไซเบอร์ซีเคียวริตี้ ให้บริการทดสอบเจาะระบบ (Penetration Testing) และศูนย์เฝ้าระวังภัยคุกคามไซเบอร์ตลอด 24 ชั่วโมงแก่สถาบันการเงินและหน่วยงานรัฐ นิสิตฝึกงานจะได้ฝึกในสภาพแวดล้อมทดสอบจริงร่วมกับผู้เชี่ยวชาญที่มีใบรับรอง OSCP',
    building: 'อาคารจีทาวเวอร์',
    floor: '27',
    room: null,
    houseNo: '9',
    street: 'ถนนรัชดาภิเษก',
    subDistrict: 'แขวงห้วยขวาง',
    district: 'เขตห้วยขวาง',
    province: 'กรุงเทพมหานคร',
    postalCode: '10310',
    facebook: null,
    line: null,
    userCount: 2,
  },
  {
    nameTh: 'บริษัท ทุ่งรวงทอง อะกริเทค จำกัด',
    nameEn: 'Thung Ruang Thong AgriTech Co., Ltd.',
    shortTh: 'ทุ่งรวงทอง อะกริเทค',
    initials: 'TA',
    colour: '#CA8A04',
    domain: 'thungruangthong.co.th',
    type: 'สตาร์ทอัพ',
    size: '1-50 คน',
    description:
      'ทุ่งรวงทอง อะกริเทค พัฒนาเซนเซอร์และแอปพลิเคชันช่วยเกษตรกรวางแผนการให้น้ำและปุ๋ย ปัจจุบันใช้งานในแปลงนาและสวนผลไม้กว่า 5,000 แปลง เรากำลังมองหาเพื่อนร่วมทีมที่อยากใช้เทคโนโลยีแก้ปัญหาของเกษตรกรไทย',
    building: null,
    floor: null,
    room: null,
    houseNo: '88/12',
    street: 'ถนนแจ้งวัฒนะ',
    subDistrict: 'ตำบลบ้านใหม่',
    district: 'อำเภอปากเกร็ด',
    province: 'นนทบุรี',
    postalCode: '11120',
    facebook: 'https://www.facebook.com/thungruangthong',
    line: '@thungruangthong',
    userCount: 1,
  },
];

/** One line of an office address, as openings show it. */
export function addressLine1(company: CompanyProfile): string {
  return [
    company.building,
    company.floor && `ชั้น ${company.floor}`,
    company.room && `ห้อง ${company.room}`,
    `เลขที่ ${company.houseNo}`,
    company.street,
  ]
    .filter(Boolean)
    .join(' ');
}

export function addressLine2(company: CompanyProfile): string {
  return `${company.subDistrict} ${company.district} ${company.province} ${company.postalCode}`;
}

export function logoStorageKey(companyNumber: number): string {
  return `seed/logos/company-${companyNumber}.svg`;
}

export function logoSvg(company: CompanyProfile): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
    `<rect width="256" height="256" rx="48" ry="48" fill="${company.colour}"/>`,
    `<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="'IBM Plex Sans Thai', Helvetica, Arial, sans-serif" font-size="${company.initials.length > 1 ? 104 : 136}" font-weight="700" fill="#ffffff">${company.initials}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

/** Writes each logo under FILES_DIR, where the file storage will look for `seed/logos/…`. Overwriting is harmless. */
export async function writeCompanyLogos(): Promise<void> {
  const root = process.env.FILES_DIR ?? '.data/files';
  const directory = path.join(root, 'seed/logos');
  await mkdir(directory, { recursive: true });
  await Promise.all(
    COMPANY_PROFILES.map((company, index) => writeFile(path.join(root, logoStorageKey(index + 1)), logoSvg(company), 'utf8')),
  );
}

export function buildLogoFiles(): FileRow[] {
  return COMPANY_PROFILES.map((company, index) => ({
    type: 'COMPANY_LOGO' as const,
    storageKey: logoStorageKey(index + 1),
    originalName: `${company.nameEn
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase()}-logo.svg`,
    contentType: 'image/svg+xml',
    sizeBytes: Buffer.byteLength(logoSvg(company), 'utf8'),
  }));
}

export function buildCompanyRows(refs: ReferenceIds, logoFileIds: readonly number[]): CompanyRow[] {
  const random = createRandom('companies');
  return COMPANY_PROFILES.map((company, index) => ({
    companyNameTh: company.nameTh,
    companyNameEn: company.nameEn,
    description: company.description,
    building: company.building,
    floor: company.floor,
    room: company.room,
    houseNo: company.houseNo,
    street: company.street,
    district: company.district,
    subDistrict: company.subDistrict,
    postalCode: company.postalCode,
    province: company.province,
    website: `https://www.${company.domain}`,
    facebook: company.facebook,
    line: company.line,
    profileExternalLink: `https://www.${company.domain}/careers`,
    logoFileId: logoFileIds[index],
    profileToken: random.token(),
    companyTypeId: refs.companyType[company.type],
    companySizeId: refs.companySize[company.size],
  }));
}

export type CompanyUserSeed = { companyNumber: number; username: string; account: AccountRow; isActive: boolean };

export function companyUsername(companyNumber: number, userNumber: number): string {
  return companyNumber === 1 && userNumber === 1 ? 'company' : `company${String(companyNumber).padStart(2, '0')}-${userNumber}`;
}

/** 1–3 users per company; the third user of company 8 has left and is switched off. */
export function buildCompanyUsers(hashes: PasswordHashes): CompanyUserSeed[] {
  const total = COMPANY_PROFILES.reduce((sum, company) => sum + company.userCount, 0);
  const names = pickPeople(createRandom('company-user-names'), total);
  const mailboxes = ['hr', 'recruit', 'intern', 'talent'];
  const users: CompanyUserSeed[] = [];
  COMPANY_PROFILES.forEach((company, companyIndex) => {
    for (let userNumber = 1; userNumber <= company.userCount; userNumber++) {
      const name = names[users.length];
      const username = companyUsername(companyIndex + 1, userNumber);
      users.push({
        companyNumber: companyIndex + 1,
        username,
        isActive: !(companyIndex + 1 === 8 && userNumber === 3),
        account: {
          platformUid: `demo-${username}`,
          username,
          email: `${userNumber === 1 ? mailboxes[companyIndex % mailboxes.length] : name.firstNameEn.toLowerCase()}@${company.domain}`,
          displayName: `${name.firstNameTh} ${name.lastNameTh}`,
          passwordHash: hashes.company_user,
        },
      });
    }
  });
  return users;
}

export function buildCompanyUserRows(users: readonly CompanyUserSeed[], companyIds: readonly number[]): CompanyUserRow[] {
  return users.map((user) => ({
    platformUid: user.account.platformUid,
    companyId: companyIds[user.companyNumber - 1],
    isActive: user.isActive,
  }));
}
