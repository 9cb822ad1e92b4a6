import { DOCUMENT_ACCEPT, DOCUMENT_DESCRIPTION_MAX_LENGTH } from '@secops/domain/documents';
import * as MSG from '@secops/domain/messages';
import { Paperclip, Upload } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useUploadDocument } from '../api/upload-document.ts';
import { checkDocumentFile } from '../utils/check-file.ts';

/** Upload of one file with an optional description; the type and size are checked before sending. */
export function DocumentUploadForm({ missionId }: { missionId: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadDocument(missionId, {
    onSuccess: () => {
      toast.success(MSG.documentUploaded);
      setFile(null);
      setDescription('');
      if (fileInput.current) fileInput.current.value = '';
    },
    onError: (failure) => toast.error(errorMessage(failure, MSG.documentUploadError)),
  });

  const pick = (picked: File | null) => {
    setFile(picked);
    setError(picked ? (checkDocumentFile(picked) ?? undefined) : undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = file ? checkDocumentFile(file) : MSG.documentFileRequired;
    if (problem || !file) {
      setError(problem ?? MSG.documentFileRequired);
      fileInput.current?.focus();
      return;
    }
    upload.mutate({ file, description });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3 rounded-lg border border-dashed border-slate-300 p-4"
    >
      <Field label={MSG.documentFileLabel} error={error} hint={MSG.documentUploadHint}>
        {(control) => (
          <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2 rounded-lg has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-blue-600">
            <input
              {...control}
              ref={fileInput}
              type="file"
              accept={DOCUMENT_ACCEPT}
              onChange={(event) => pick(event.target.files?.[0] ?? null)}
              className="sr-only"
            />
            {/* The browser's own file button speaks the browser's language: this one is in French. */}
            <label htmlFor={control.id} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              <Paperclip aria-hidden="true" />
              {MSG.documentChooseFile}
            </label>
            <span className="min-w-0 truncate text-sm text-slate-600">
              {file?.name ?? MSG.documentNoFile}
            </span>
          </div>
        )}
      </Field>
      <Input
        label={MSG.documentDescriptionLabel}
        value={description}
        maxLength={DOCUMENT_DESCRIPTION_MAX_LENGTH}
        onChange={(event) => setDescription(event.target.value)}
      />
      <div className="flex justify-end">
        <Button type="submit" icon={<Upload aria-hidden="true" />} isLoading={upload.isPending}>
          {MSG.documentUploadSubmit}
        </Button>
      </div>
    </form>
  );
}
