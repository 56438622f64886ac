import { ClientMessages } from '@/components/i18n/client-messages';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FileUploadField, type CurrentFile, type UploadSpec } from './file-upload-field';
import type { UploadEndpoint } from './upload-client';

export type ProfileFileItem = {
  spec: UploadSpec;
  label: string;
  description?: string;
  current: CurrentFile | null;
  preview?: 'image' | 'document';
};

/** The files of one profile (a student's picture, transcript and portfolio; a company's logo and profile document). */
export function ProfileFilesCard({
  endpoint,
  title,
  description,
  items,
}: {
  endpoint: UploadEndpoint;
  title: string;
  description: string;
  items: ProfileFileItem[];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 lg:grid-cols-2">
        {/* The upload fields' own texts: the card is used on pages of several areas, each with its own messages. */}
        <ClientMessages namespaces={['FileUploadField', 'UploadErrors']}>
          {items.map((item) => (
            <FileUploadField key={item.spec.type} endpoint={endpoint} {...item} />
          ))}
        </ClientMessages>
      </CardContent>
    </Card>
  );
}
