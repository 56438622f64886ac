// Name lists for the demo people: each Thai name with the romanisation its owner would write.

export type NamePair = readonly [th: string, en: string];

export const MALE_FIRST_NAMES: readonly NamePair[] = [
  ['ธนากร', 'Thanakorn'],
  ['ณัฐพล', 'Nattapon'],
  ['ภานุวัฒน์', 'Panuwat'],
  ['กิตติพัฒน์', 'Kittipat'],
  ['วรวุฒิ', 'Worawut'],
  ['ปกรณ์', 'Pakorn'],
  ['ศุภกร', 'Supakorn'],
  ['ธีรภัทร', 'Teerapat'],
  ['พีรพล', 'Peerapol'],
  ['ชยพล', 'Chayapol'],
  ['อภิวิชญ์', 'Apiwit'],
  ['ภูริ', 'Phuri'],
  ['ธนภัทร', 'Thanapat'],
  ['จิรายุ', 'Jirayu'],
  ['ปุณณวิช', 'Punnawit'],
  ['กฤษดา', 'Kritsada'],
  ['ณภัทร', 'Napat'],
  ['รัชชานนท์', 'Ratchanon'],
  ['ศิวกร', 'Siwakorn'],
  ['ธนวัฒน์', 'Thanawat'],
  ['วีรภัทร', 'Weerapat'],
  ['พงศกร', 'Pongsakorn'],
  ['ปิยะพงษ์', 'Piyapong'],
  ['สิรวิชญ์', 'Sirawit'],
  ['ภูมิพัฒน์', 'Phumipat'],
  ['ชนาธิป', 'Chanathip'],
  ['กันตพงศ์', 'Kantapong'],
  ['ณัฐวุฒิ', 'Nattawut'],
  ['เตชินท์', 'Techin'],
  ['คณิน', 'Kanin'],
  ['สมชาย', 'Somchai'],
  ['อนุชา', 'Anucha'],
];

export const FEMALE_FIRST_NAMES: readonly NamePair[] = [
  ['ณัฐธิดา', 'Natthida'],
  ['พิมพ์ชนก', 'Pimchanok'],
  ['ปวีณ์ธิดา', 'Paweetida'],
  ['กมลชนก', 'Kamonchanok'],
  ['ศิริพร', 'Siriporn'],
  ['อรณิชา', 'Onnicha'],
  ['ชนิดา', 'Chanida'],
  ['ธัญชนก', 'Thanchanok'],
  ['ภัทราภรณ์', 'Pattaraporn'],
  ['วรัญญา', 'Waranya'],
  ['สุภัสสรา', 'Supassara'],
  ['เบญญาภา', 'Benyapa'],
  ['ปาณิสรา', 'Panisara'],
  ['ณิชาภัทร', 'Nichapat'],
  ['กัญญาณัฐ', 'Kanyanat'],
  ['พัชราภา', 'Patcharapa'],
  ['ชุติมา', 'Chutima'],
  ['อริสา', 'Arisa'],
  ['มนัสนันท์', 'Manatsanan'],
  ['ญาดา', 'Yada'],
  ['ธนพร', 'Thanaporn'],
  ['รินรดา', 'Rinrada'],
  ['ปุณยวีร์', 'Punyawee'],
  ['ศศิธร', 'Sasithorn'],
  ['นภัสสร', 'Napatsorn'],
  ['ลลิตา', 'Lalita'],
  ['ภิญญดา', 'Pinyada'],
  ['จิดาภา', 'Jidapa'],
  ['วิมลรัตน์', 'Wimonrat'],
  ['อัญชิสา', 'Anchisa'],
  ['เพชรลดา', 'Phetlada'],
  ['ขวัญข้าว', 'Kwankao'],
];

export const LAST_NAMES: readonly NamePair[] = [
  ['ใจดี', 'Jaidee'],
  ['ศรีสุข', 'Srisuk'],
  ['วงศ์สวัสดิ์', 'Wongsawat'],
  ['ทองดี', 'Thongdee'],
  ['แก้วมณี', 'Kaewmanee'],
  ['สุขสมบูรณ์', 'Suksomboon'],
  ['รัตนพันธ์', 'Rattanapan'],
  ['จันทร์เพ็ญ', 'Chanpen'],
  ['พงษ์พานิช', 'Pongpanich'],
  ['ศักดิ์สิทธิ์', 'Saksit'],
  ['เจริญผล', 'Charoenpol'],
  ['บุญมา', 'Boonma'],
  ['ประเสริฐวงศ์', 'Prasertwong'],
  ['ธนสาร', 'Thanasan'],
  ['อินทรประเสริฐ', 'Intaraprasert'],
  ['มั่นคง', 'Mankong'],
  ['ชัยวัฒน์', 'Chaiwat'],
  ['กิตติวงศ์', 'Kittiwong'],
  ['ศรีวิไล', 'Sriwilai'],
  ['วัฒนากุล', 'Wattanakul'],
  ['นาคสุข', 'Naksuk'],
  ['เลิศวิริยะ', 'Lertwiriya'],
  ['สุวรรณรัตน์', 'Suwannarat'],
  ['ปัญญาวงศ์', 'Panyawong'],
  ['ตั้งจิตเจริญ', 'Tangjitcharoen'],
  ['ลิ้มทองกุล', 'Limthongkul'],
  ['อุดมสุข', 'Udomsuk'],
  ['พรหมวงศ์', 'Promwong'],
  ['ศรีประเสริฐ', 'Sriprasert'],
  ['วิเศษสุวรรณ', 'Wisetsuwan'],
  ['ธีรวัฒน์', 'Theerawat'],
  ['บุญยืน', 'Boonyuen'],
  ['สมบูรณ์ชัย', 'Somboonchai'],
  ['ทรัพย์สมบูรณ์', 'Subsomboon'],
  ['แสงทอง', 'Saengthong'],
  ['จิตรประไพ', 'Jitprapai'],
  ['อัครเดชา', 'Akkaradecha'],
  ['นิลสุวรรณ', 'Ninsuwan'],
  ['ชูศรี', 'Chusri'],
  ['เกียรติศักดิ์', 'Kiattisak'],
  ['สายทอง', 'Saithong'],
  ['มณีรัตน์', 'Maneerat'],
  ['คงเจริญ', 'Kongcharoen'],
  ['รุ่งเรืองศรี', 'Rungruangsri'],
  ['พัฒนศิริ', 'Pattanasiri'],
  ['ตันติวงศ์', 'Tantiwong'],
  ['ภู่ระหงษ์', 'Phurahong'],
  ['วงศ์ไทย', 'Wongthai'],
  ['เพชรรัตน์', 'Petcharat'],
  ['สิทธิชัย', 'Sittichai'],
  ['เอี่ยมสะอาด', 'Iamsaard'],
  ['โชติช่วง', 'Chotchuang'],
  ['ศิริมงคล', 'Sirimongkol'],
  ['อ่อนละมัย', 'Onlamai'],
  ['วรรณศิริ', 'Wannasiri'],
  ['ปิ่นทอง', 'Pinthong'],
  ['หอมจันทร์', 'Homjan'],
  ['กาญจนวงศ์', 'Kanjanawong'],
  ['เหลืองอร่าม', 'Lueangaram'],
  ['ธรรมรักษ์', 'Thammarak'],
  ['อมรชัย', 'Amornchai'],
  ['สุนทรวิภาต', 'Soontornwipat'],
  ['บุญประเสริฐ', 'Boonprasert'],
  ['จงเจริญ', 'Chongcharoen'],
  ['ศรีนวล', 'Srinuan'],
];

export type Gender = 'male' | 'female';

export type PersonName = {
  gender: Gender;
  titleTh: 'นาย' | 'นางสาว';
  titleEn: 'Mr.' | 'Ms.';
  firstNameTh: string;
  lastNameTh: string;
  firstNameEn: string;
  lastNameEn: string;
};

type Picker = { int(min: number, max: number): number; shuffle<T>(items: readonly T[]): T[] };

/**
 * `count` people with distinct full names: genders alternate roughly half and half, first names
 * cycle through a shuffled list before repeating, and every person gets a different last name
 * while the list lasts.
 */
export function pickPeople(random: Picker, count: number): PersonName[] {
  const males = random.shuffle(MALE_FIRST_NAMES);
  const females = random.shuffle(FEMALE_FIRST_NAMES);
  const lastNames = random.shuffle(LAST_NAMES);
  const used = new Set<string>();
  const people: PersonName[] = [];
  let maleIndex = 0;
  let femaleIndex = 0;
  for (let index = 0; people.length < count; index++) {
    const gender: Gender = random.int(0, 1) === 0 ? 'male' : 'female';
    const first = gender === 'male' ? males[maleIndex++ % males.length] : females[femaleIndex++ % females.length];
    const last = lastNames[index % lastNames.length];
    const key = `${first[0]} ${last[0]}`;
    if (used.has(key)) continue;
    used.add(key);
    people.push({
      gender,
      titleTh: gender === 'male' ? 'นาย' : 'นางสาว',
      titleEn: gender === 'male' ? 'Mr.' : 'Ms.',
      firstNameTh: first[0],
      lastNameTh: last[0],
      firstNameEn: first[1],
      lastNameEn: last[1],
    });
  }
  return people;
}
