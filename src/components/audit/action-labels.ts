/** Thai names of the audited actions; an action not listed shows its code, so nothing is hidden. */
const ACTION_LABELS_TH: Record<string, string> = {
  'admin.add': 'เพิ่มผู้ดูแลระบบ',
  'admin.enable': 'เปิดสิทธิ์ผู้ดูแลระบบ',
  'admin.disable': 'ปิดสิทธิ์ผู้ดูแลระบบ',
  'auth.login': 'เข้าสู่ระบบ',
  'auth.assume-identity': 'สวมสิทธิ์ผู้ใช้',
  'auth.reassume-identity': 'กลับเป็นผู้ดูแลระบบ',
  'company.create': 'เพิ่มบริษัท',
  'company.update': 'แก้ไขบริษัท',
  'company.enable': 'เปิดใช้งานบริษัท',
  'company.disable': 'ปิดใช้งานบริษัท',
  'company_user.create': 'เพิ่มผู้ใช้ของบริษัท',
  'company_user.reset_password': 'ตั้งรหัสผ่านผู้ใช้ของบริษัทใหม่',
  'company_user.enable': 'เปิดใช้งานผู้ใช้ของบริษัท',
  'company_user.disable': 'ปิดใช้งานผู้ใช้ของบริษัท',
  'enrollment.create': 'ลงทะเบียนนิสิต',
  'enrollment.create-by-admission-years': 'ลงทะเบียนนิสิตตามปีที่เข้าศึกษา',
  'opening.create': 'สร้างตำแหน่งงาน',
  'opening.update': 'แก้ไขตำแหน่งงาน',
  'opening.delete': 'ลบตำแหน่งงาน',
  'opening.publish': 'เผยแพร่ตำแหน่งงาน',
  'opening.unpublish': 'ยกเลิกการเผยแพร่ตำแหน่งงาน',
  'opening.withdraw': 'ถอนตำแหน่งงาน',
  'session-group.create': 'สร้างกลุ่มรอบ',
  'session-group.update': 'แก้ไขกลุ่มรอบ',
  'session-group.close-round': 'ปิดการจับคู่',
  'session.create': 'สร้างรอบการฝึกงาน',
  'session.update': 'แก้ไขรอบการฝึกงาน',
  'setting.put': 'แก้ไขการตั้งค่า',
  'student.import': 'นำเข้านิสิต',
  'student.update': 'แก้ไขข้อมูลนิสิต',
  'student.enable': 'เปิดใช้งานนิสิต',
  'student.disable': 'ปิดใช้งานนิสิต',
};

export function auditActionLabel(action: string): string {
  return ACTION_LABELS_TH[action] ?? action;
}

const ENTITY_LABELS_TH: Record<string, string> = {
  admin: 'ผู้ดูแลระบบ',
  company: 'บริษัท',
  company_user: 'ผู้ใช้ของบริษัท',
  opening: 'ตำแหน่งงาน',
  session: 'รอบการฝึกงาน',
  'session-group': 'กลุ่มรอบ',
  setting: 'การตั้งค่า',
  student: 'นิสิต',
};

export function auditEntityLabel(entityType: string): string {
  return ENTITY_LABELS_TH[entityType] ?? entityType;
}
