import type { Mailer } from './mailer';

/** Production transport: nodemailer over SMTP_URL (loaded with its first use, like the other heavy SDKs). */
export const createSmtpMailer = (smtpUrl: string, from: string): Mailer => {
  let transporter: Promise<import('nodemailer').Transporter> | undefined;
  const transport = () =>
    (transporter ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(smtpUrl)));
  return {
    transport: 'smtp',
    async send({ to, subject, text, html, from: sender }) {
      await (await transport()).sendMail({ from: sender ?? from, to, subject, text, ...(html ? { html } : {}) });
    },
    async close() {
      if (transporter) (await transporter).close();
    },
  };
};
