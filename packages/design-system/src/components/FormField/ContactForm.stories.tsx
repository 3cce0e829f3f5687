import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { z } from "zod";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../Button/Button";
import { Card, CardBody, CardHeader } from "../Card/Card";
import { Grid } from "../Grid/Grid";
import { Stack } from "../Stack/Stack";
import { TextArea } from "../TextArea/TextArea";
import { TextField } from "../TextField/TextField";

/**
 * A contact form's rules and messages, defined here for the story only: an app brings its own
 * schema (the design system imports nothing of the product).
 */
const contactFormSchema = z.object({
  name: z.string().min(2, "Name must be at least 2 characters"),
  email: z.email("Please enter a valid email address"),
  company: z.string().optional(),
  phone: z.string().optional(),
  subject: z.string().min(5, "Subject must be at least 5 characters"),
  message: z.string().min(10, "Message must be at least 10 characters"),
});

type ContactFormValues = z.infer<typeof contactFormSchema>;

interface ContactFormProps {
  /** Receives the valid values. */
  onSubmit: (values: ContactFormValues) => void;
}

function ContactForm({ onSubmit }: ContactFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { name: "", email: "", company: "", phone: "", subject: "", message: "" },
  });

  return (
    <Card style={{ maxWidth: 640 }}>
      <CardHeader title="Send us a message" titleAs="h2" />
      <CardBody>
        <form
          noValidate
          onSubmit={handleSubmit((values) => {
            onSubmit(values);
            reset();
          })}
        >
          <Stack space="medium">
            <Grid columns={{ mobile: 1, tablet: 2 }} space="medium">
              <TextField
                label="Full Name"
                required
                autoComplete="name"
                error={errors.name?.message}
                {...register("name")}
              />
              <TextField
                label="Email"
                type="email"
                required
                autoComplete="email"
                error={errors.email?.message}
                {...register("email")}
              />
              <TextField label="Company" autoComplete="organization" {...register("company")} />
              <TextField
                label="Phone"
                type="tel"
                autoComplete="tel"
                placeholder="+91 98765 43210"
                {...register("phone")}
              />
            </Grid>
            <TextField
              label="Subject"
              required
              error={errors.subject?.message}
              {...register("subject")}
            />
            <TextArea
              label="Message"
              required
              rows={6}
              error={errors.message?.message}
              {...register("message")}
            />
            <div>
              <Button type="submit" loading={isSubmitting} loadingText="Sending...">
                Send Message
              </Button>
            </div>
          </Stack>
        </form>
      </CardBody>
    </Card>
  );
}

const meta = {
  title: "Forms/Contact form (react-hook-form + zod)",
  component: ContactForm,
  tags: ["autodocs"],
  args: { onSubmit: fn() },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ValidationMessages: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Full Name" }), "A");
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "not-an-email");
    await userEvent.type(canvas.getByRole("textbox", { name: "Subject" }), "Hi");
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "Too short");
    await userEvent.click(canvas.getByRole("button", { name: "Send Message" }));

    const expectations: Array<[string, string]> = [
      ["Full Name", "Name must be at least 2 characters"],
      ["Email", "Please enter a valid email address"],
      ["Subject", "Subject must be at least 5 characters"],
      ["Message", "Message must be at least 10 characters"],
    ];
    for (const [label, message] of expectations) {
      const field = canvas.getByRole("textbox", { name: label });
      await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(canvas.getByRole("textbox", { name: "Company" })).not.toHaveAttribute(
      "aria-invalid",
    );
    await expect(canvas.getByRole("textbox", { name: "Message" })).toHaveAttribute("rows", "6");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitsValidValues: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Full Name" }), "Priya Sharma");
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "priya@example.com");
    await userEvent.type(canvas.getByRole("textbox", { name: "Subject" }), "Enterprise pricing");
    await userEvent.type(
      canvas.getByRole("textbox", { name: "Message" }),
      "We send 5 lakh messages a month.",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Send Message" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: "Priya Sharma",
        email: "priya@example.com",
        company: "",
        phone: "",
        subject: "Enterprise pricing",
        message: "We send 5 lakh messages a month.",
      }),
    );
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "Full Name" })).toHaveValue(""));
  },
};
